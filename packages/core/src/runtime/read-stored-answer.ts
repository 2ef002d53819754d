import type { Region, RegionalDb } from "@parlo/db";
import type { TSendMessageOutput } from "@parlo/validators";
import { OFFLINE_MODEL } from "../model/offline-provider";
import { creditsForAnswer } from "./credit-price";
import { toRuntimeMessage } from "./runtime-messages";

/**
 * The stored turn that a visitor's message started, as the `done` event of its stream said it
 * (for resuming a stream whose events this process no longer keeps): the visitor's message, the
 * agent's answer written after it, and the conversation's status now. The answer is the first
 * model-written assistant message after the visitor's message, with the sources stored with it,
 * and `credits` is the answer's price (what it was charged). Null when
 * the message is not a visitor's message of this conversation or no answer followed it (the model
 * failed, or the answer is still being written by another app instance).
 */
export async function readStoredAnswer(options: {
  db: RegionalDb;
  region: Region;
  conversationId: string;
  userMessageId: string;
}): Promise<TSendMessageOutput | null> {
  const db = options.db.for(options.region);
  const userMessage = await db.conversationMessage.findFirst({
    where: { id: options.userMessageId, conversationId: options.conversationId, role: "user" },
    include: { conversation: { select: { status: true } } },
  });
  if (!userMessage) return null;
  const answer = await db.conversationMessage.findFirst({
    where: {
      conversationId: options.conversationId,
      role: "assistant",
      model: { not: null },
      createdAt: { gt: userMessage.createdAt },
    },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  if (!answer) return null;
  const model = answer.model ?? OFFLINE_MODEL;
  const offline = model === OFFLINE_MODEL;
  const { tokensIn, tokensOut } = answer;
  const stored = toRuntimeMessage(answer);
  return {
    userMessage: toRuntimeMessage(userMessage),
    answer: stored,
    meta: {
      model,
      offline,
      tokensIn,
      tokensOut,
      credits: creditsForAnswer({ offline, tokensIn, tokensOut }).toString(),
      sources: stored.sources ?? [],
    },
    status: userMessage.conversation.status,
  };
}
