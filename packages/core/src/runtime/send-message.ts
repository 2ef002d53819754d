import type { Prisma, Region, RegionalDb } from "@parlo/db";
import {
  LOW_CREDITS_THRESHOLD,
  NOTIFICATION_LEVELS,
  RUNTIME_MESSAGES,
  type TRuntimeMessage,
  type TSendMessageOutput,
} from "@parlo/validators";
import type { CoreDeps } from "../deps";
import { DomainError } from "../errors";
import type { EmbeddingsClient } from "../knowledge/retrieval/embeddings-client";
import { ModelProviderError, type ModelProvider } from "../model/model-provider";
import { asksForPerson } from "../model/offline-phrases";
import { isOfflineProvider, OFFLINE_MODEL } from "../model/offline-provider";
import { providerForAgent, type VoiceflowRuntimeConfig } from "../model/provider-for-agent";
import { VOICEFLOW_DEFAULT_RUNTIME_URL } from "../model/voiceflow-provider";
import type { FetchGuardConfig } from "../net/ssrf-guard";
import { notifyEvent } from "../notifications/notify";
import { MemoryRateLimiter } from "../rate-limit/memory-rate-limit";
import { agentToolbox } from "../tools/agent-toolbox";
import { buildModelRequest } from "./build-model-request";
import { creditsForAnswer } from "./credit-price";
import { checkConversationAccess, type ConversationAccess } from "./find-conversation";
import { readTurn } from "./read-turn";
import { takeHandoffRequest } from "./request-handoff";
import { insertAnswerAndCharge, insertUserMessage } from "./runtime-writes";
import { toRuntimeMessage } from "./runtime-messages";
import { planTurnHandoff, type TurnHandoff } from "./turn-handoff";
import { knowledgeForTurn, sourcesOf, type TurnKnowledge } from "./turn-knowledge";

/** The chat limits are counted in this process (see MemoryRateLimiter). */
const limiter = new MemoryRateLimiter();

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
 * `onToken`), then stores the answer and charges its credits in one statement with the usage log
 * entry. On the way the model may call the agent's assigned tools (HTTP, through the SSRF guard);
 * their failures go back to the model to explain. Agents with knowledge have it searched with the
 * visitor's message (at the same time as the message is stored): the passages that pass
 * `ifKnowsThreshold` go into the system prompt and come back as the answer's `meta.sources` (stored
 * with the answer); none means the model is told to say it does not know. When the model fails, the
 * visitor's message stays and the failure is reported. Three statements a turn (read, visitor's
 * message, answer), tools or not, each shared with other turns under load (group commit), plus the
 * knowledge search (in parallel with the second) only for agents that have knowledge (the read
 * tells): the chat is the product's hot path.
 * The offline answerer cannot act on what it reads, so a turn it answers acts for it when the
 * visitor asks for a person in words: the request is taken as POST .../handoff would take it
 * (turn-handoff.ts) and the answer says what was done. Only such messages cost the extra queries.
 */
export async function sendMessage(options: {
  db: RegionalDb;
  region: Region;
  agentId: string;
  conversationId: string;
  access: ConversationAccess;
  text: string;
  provider: ModelProvider;
  /** the SSRF guard's settings for the agent's tool calls (SSRF_ALLOWED_HOSTS); none allowed when left out */
  fetchGuard?: FetchGuardConfig;
  /** where vf agents' Voiceflow-compatible runtime is (VOICEFLOW_RUNTIME_URL) */
  voiceflow?: VoiceflowRuntimeConfig;
  /** the embeddings API for agents with smart knowledge search (EMBEDDINGS_API_BASE_URL); simple search without */
  embedder?: EmbeddingsClient | null;
  /**
   * for a request for a person in words answered offline (the owner's e-mail, the workspace event);
   * without it no such request is taken and the answer says it cannot connect the visitor to a person
   */
  deps?: CoreDeps;
  /** the caller's address, for the handoff requests' limit per address ("unknown" when not known) */
  clientIp?: string | null;
  onUserMessage?: (message: TRuntimeMessage) => void;
  onToken?: (text: string) => void;
  /**
   * after an answer was paid for: who paid (the workspace, or the org when `orgId` is set) and its
   * balance now (the automatic recharges look at it)
   */
  onCharged?: (charge: { workspaceId: string; orgId: string | null; balanceAfter: Prisma.Decimal }) => void;
}): Promise<TSendMessageOutput> {
  const db = options.db.for(options.region);
  const turn = await readTurn(db, { agentId: options.agentId, conversationId: options.conversationId });
  if (!turn) throw new DomainError("NOT_FOUND", RUNTIME_MESSAGES.conversationNotFound);
  checkConversationAccess(options.access, turn.conversation.visitorTokenHash);
  const { conversation, agent } = turn;
  const { document } = agent;

  limiter.consume(VISITOR_RATE_LIMIT, `${agent.id}:${conversation.visitorId}`);
  limiter.consume(AGENT_RATE_LIMIT, agent.id);
  if (document.messagesLimit && conversation.userMessages >= document.messagesLimit) {
    throw new DomainError("TOO_MANY_REQUESTS", RUNTIME_MESSAGES.messagesLimit);
  }
  if (document.maxTokensUsage && agent.tokensUsage >= document.maxTokensUsage) {
    throw new DomainError("TOO_MANY_REQUESTS", RUNTIME_MESSAGES.tokensLimit);
  }
  if (turn.loadTokens.lte(0)) throw new DomainError("PAYMENT_REQUIRED", RUNTIME_MESSAGES.outOfCredits);

  // vf agents are answered by their Voiceflow project, one Voiceflow session per conversation
  const provider = providerForAgent({
    settings: document,
    conversationId: conversation.id,
    defaultProvider: options.provider,
    voiceflow: options.voiceflow ?? { baseUrl: VOICEFLOW_DEFAULT_RUNTIME_URL },
  });
  // a request for a person answered offline is acted on here (nothing is read for other messages)
  const handoff: TurnHandoff | null =
    conversation.status !== "human" && isOfflineProvider(provider) && asksForPerson(options.text)
      ? await planTurnHandoff({
          deps: options.deps,
          region: options.region,
          workspaceId: agent.workspaceId,
          agentId: options.agentId,
          document,
          status: conversation.status,
          clientIp: options.clientIp ?? null,
        })
      : null;

  // the agent's knowledge is searched while the visitor's message is stored (agents without
  // knowledge, vf agents, chats a person has taken over and requests for a person skip it); a
  // failed search is logged and the turn goes on without knowledge
  const searching: Promise<TurnKnowledge | null> =
    turn.hasKnowledge && !handoff && conversation.status !== "human" && document.agentPlatform !== "vf"
      ? knowledgeForTurn({
          db: options.db,
          region: options.region,
          agentId: agent.id,
          document,
          question: options.text,
          embedder: options.embedder,
        }).catch((error: unknown) => {
          console.error("knowledge search failed:", error);
          return null;
        })
      : Promise.resolve(null);

  const now = new Date();
  const userMessage = await insertUserMessage(db, { conversationId: conversation.id, content: options.text, at: now });
  options.onUserMessage?.(toRuntimeMessage(userMessage));
  // a person of the team has taken over: the agent stays quiet
  if (conversation.status === "human") {
    return { userMessage: toRuntimeMessage(userMessage), answer: null, meta: null, status: "human" };
  }

  let status = conversation.status;
  let answerAt = now.getTime() + 1;
  if (handoff?.take && options.deps) {
    const at = new Date(Math.max(Date.now(), answerAt));
    answerAt = at.getTime() + 1;
    const taken = await takeHandoffRequest(options.deps, {
      region: options.region,
      agentId: agent.id,
      workspaceId: agent.workspaceId,
      conversation,
      online: handoff.take.online,
      at,
    });
    // not taken: the conversation left `ai` meanwhile (a request or a take-over from elsewhere)
    if (taken) status = "handoff_requested";
  }

  const knowledge = await searching;
  const request = {
    ...buildModelRequest(document, [...turn.history, userMessage], knowledge),
    ...(handoff ? { handoff: handoff.outcome } : {}),
    // the agent's assigned tools, from the document already read (no query when it has none)
    ...agentToolbox(document, {
      agentId: agent.id,
      fetchGuard: options.fetchGuard,
      callLog: { db, conversationId: conversation.id },
    }),
  };
  let reply;
  try {
    reply = options.onToken ? await provider.stream(request, options.onToken) : await provider.complete(request);
  } catch (error) {
    if (error instanceof ModelProviderError) throw new DomainError("BAD_GATEWAY", RUNTIME_MESSAGES.modelFailed);
    throw error;
  }
  // an empty answer is a failed one (e.g. a Voiceflow turn that only ended the flow)
  if (reply.text.trim() === "") throw new DomainError("BAD_GATEWAY", RUNTIME_MESSAGES.modelFailed);
  const model = reply.model ?? request.model ?? provider.name;
  const offline = model === OFFLINE_MODEL;
  const tokensIn = reply.usage?.tokensIn ?? 0;
  const tokensOut = reply.usage?.tokensOut ?? 0;
  // the passages the model was given, one per page
  const sources = sourcesOf(knowledge?.passages ?? []);
  const stored = await insertAnswerAndCharge(db, {
    conversationId: conversation.id,
    agentId: agent.id,
    workspaceId: agent.workspaceId,
    content: reply.text,
    model,
    tokensIn,
    tokensOut,
    // after the visitor's message (and the handoff note) even when the clock has not moved
    at: new Date(Math.max(Date.now(), answerAt)),
    price: creditsForAnswer({ offline, tokensIn, tokensOut }),
    sources,
  });
  const answer = {
    id: stored.id,
    role: "assistant" as const,
    content: reply.text,
    createdAt: stored.createdAt,
    sources,
  };
  const charged = stored.charged;
  // the payer's balance: the workspace's, or the org's (an org recharges on its own card)
  if (charged.gt(0) && stored.balanceAfter) {
    options.onCharged?.({ workspaceId: agent.workspaceId, orgId: stored.orgId, balanceAfter: stored.balanceAfter });
  }
  // the answer that took the paying balance under the threshold tells the team (and the org's clients)
  if (stored.balanceAfter && fellUnder(stored.balanceAfter, charged, LOW_CREDITS_THRESHOLD)) {
    void notifyEvent({
      db: options.db,
      mail: options.deps,
      push: options.deps,
      target: {
        region: options.region,
        workspaceId: agent.workspaceId,
        agentId: null,
        orgId: stored.orgId,
        level: NOTIFICATION_LEVELS.request,
        page: "home",
      },
      kind: "low_credits",
      title: "Credits are running low",
      body: `${stored.balanceAfter.toFixed(1)} credits left.`,
    });
  }

  return {
    userMessage: toRuntimeMessage(userMessage),
    answer: toRuntimeMessage(answer),
    meta: {
      model,
      offline,
      tokensIn,
      tokensOut,
      credits: charged.toString(),
      sources,
    },
    status,
  };
}

/** Whether a charge took a balance from at least `threshold` to under it. */
function fellUnder(after: Prisma.Decimal, charged: Prisma.Decimal, threshold: number): boolean {
  return after.lt(threshold) && after.plus(charged).gte(threshold);
}
