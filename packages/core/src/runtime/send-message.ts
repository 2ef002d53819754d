import { randomString, type Region, type RegionalDb } from "@parlo/db";
import { RUNTIME_MESSAGES, type TRuntimeMessage, type TSendMessageOutput } from "@parlo/validators";
import { DomainError } from "../errors";
import { ModelProviderError, type ModelProvider } from "../model/model-provider";
import { OFFLINE_MODEL } from "../model/offline-provider";
import { consumeRateLimit } from "../rate-limit/consume-rate-limit";
import { buildModelRequest, HISTORY_MESSAGES } from "./build-model-request";
import { chargeCredits } from "./charge-credits";
import { creditsForAnswer } from "./credit-price";
import { findConversation, type ConversationAccess } from "./find-conversation";
import { loadRuntimeAgent } from "./load-runtime-agent";
import { toRuntimeMessage } from "./runtime-messages";

export const VISITOR_RATE_LIMIT = {
  name: "runtime:visitor",
  limit: 20,
  windowSeconds: 60,
  message: RUNTIME_MESSAGES.tooManyRequests,
};
export const AGENT_RATE_LIMIT = {
  name: "runtime:agent",
  limit: 1200,
  windowSeconds: 60,
  message: RUNTIME_MESSAGES.tooManyRequests,
};

/**
 * One turn of a conversation: checks the limits (rate per visitor and per agent, messagesLimit,
 * maxTokensUsage, credits), stores the visitor's message, asks the model (streaming each piece to
 * `onToken`), stores the answer and charges its credits in the same transaction as the usage log
 * entry. When the model fails, the visitor's message stays and the failure is reported.
 */
export async function sendMessage(options: {
  db: RegionalDb;
  region: Region;
  agentId: string;
  conversationId: string;
  access: ConversationAccess;
  text: string;
  provider: ModelProvider;
  onUserMessage?: (message: TRuntimeMessage) => void;
  onToken?: (text: string) => void;
}): Promise<TSendMessageOutput> {
  const db = options.db.for(options.region);
  const conversation = await findConversation(options);
  const agent = await loadRuntimeAgent({ ...options, useDraft: conversation.channel === "test" });
  const { document } = agent;

  await consumeRateLimit({
    db: options.db,
    rule: VISITOR_RATE_LIMIT,
    subject: `${agent.id}:${conversation.visitorId}`,
  });
  await consumeRateLimit({ db: options.db, rule: AGENT_RATE_LIMIT, subject: agent.id });
  if (document.messagesLimit && conversation.userMessages >= document.messagesLimit) {
    throw new DomainError("TOO_MANY_REQUESTS", RUNTIME_MESSAGES.messagesLimit);
  }
  if (document.maxTokensUsage && agent.tokensUsage >= document.maxTokensUsage) {
    throw new DomainError("TOO_MANY_REQUESTS", RUNTIME_MESSAGES.tokensLimit);
  }
  const workspace = await db.workspace.findUnique({ where: { id: agent.workspaceId }, select: { loadTokens: true } });
  if (!workspace || workspace.loadTokens.lte(0))
    throw new DomainError("PAYMENT_REQUIRED", RUNTIME_MESSAGES.outOfCredits);

  const now = new Date();
  const [userMessage] = await db.$transaction([
    db.conversationMessage.create({
      data: {
        id: randomString(20),
        conversationId: conversation.id,
        role: "user",
        content: options.text,
        createdAt: now,
      },
    }),
    db.conversation.update({
      where: { id: conversation.id },
      data: { userMessages: { increment: 1 }, lastMessageAt: now },
    }),
  ]);
  options.onUserMessage?.(toRuntimeMessage(userMessage));

  const history = await db.conversationMessage.findMany({
    where: { conversationId: conversation.id },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: HISTORY_MESSAGES,
  });
  const request = buildModelRequest(document, history.reverse());
  let reply;
  try {
    reply = options.onToken
      ? await options.provider.stream(request, options.onToken)
      : await options.provider.complete(request);
  } catch (error) {
    if (error instanceof ModelProviderError) throw new DomainError("BAD_GATEWAY", RUNTIME_MESSAGES.modelFailed);
    throw error;
  }
  const model = reply.model ?? request.model ?? options.provider.name;
  const offline = model === OFFLINE_MODEL;
  const tokensIn = reply.usage?.tokensIn ?? 0;
  const tokensOut = reply.usage?.tokensOut ?? 0;
  const price = creditsForAnswer({ offline, tokensIn, tokensOut });

  const { answer, charged } = await db.$transaction(async (tx) => {
    const answerRow = await tx.conversationMessage.create({
      data: {
        id: randomString(20),
        conversationId: conversation.id,
        role: "assistant",
        content: reply.text,
        model,
        tokensIn,
        tokensOut,
        // after the visitor's message even when the clock has not moved
        createdAt: new Date(Math.max(Date.now(), now.getTime() + 1)),
      },
    });
    await tx.agent.update({ where: { id: agent.id }, data: { tokensUsage: { increment: tokensIn + tokensOut } } });
    await tx.conversation.update({ where: { id: conversation.id }, data: { lastMessageAt: answerRow.createdAt } });
    const charge = await chargeCredits(tx, {
      workspaceId: agent.workspaceId,
      amount: price,
      agentId: agent.id,
      logMessage: `Answer in conversation ${conversation.id}`,
      tokenUsage: { [model]: { in: tokensIn, out: tokensOut } },
    });
    return { answer: answerRow, charged: charge.charged };
  });

  return {
    userMessage: toRuntimeMessage(userMessage),
    answer: toRuntimeMessage(answer),
    meta: { model, offline, tokensIn, tokensOut, credits: charged.toString() },
  };
}
