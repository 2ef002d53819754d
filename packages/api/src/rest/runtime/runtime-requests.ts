import {
  consumeRateLimit,
  DomainError,
  HANDOFF_RATE_LIMIT,
  listConversationMessages,
  rechargeAfterCharge,
  requestHandoff,
  sendMessage,
  startConversation,
  type ConversationAccess,
  type CoreDeps,
  type EmbeddingsClient,
  type FetchGuardConfig,
  type ModelProvider,
  type VoiceflowRuntimeConfig,
  visitorGeoFrom,
} from "@parlo/core";
import type { Region } from "@parlo/db";
import {
  describeSettingsError,
  RUNTIME_EVENTS,
  RUNTIME_MESSAGES,
  ZListMessagesQuery,
  ZSendMessageInput,
  ZStartConversationInput,
  type TSendMessageOutput,
} from "@parlo/validators";
import type { SessionInfo } from "../../context";
import { answerRegistry, AnswerStream, type AnswerRegistry } from "./answer-registry";
import { failure, json, readJson } from "./runtime-http";
import { conversationAccess, isAgentInsider, runtimeScope } from "./runtime-access";
import { sseResponse } from "./sse-response";

export interface RuntimeRequest {
  request: Request;
  region: string;
  agentId: string;
  deps: CoreDeps;
  session: SessionInfo | null;
  clientIp: string | null;
}

const START_RATE_LIMIT = {
  name: "runtime:start:ip",
  limit: 60,
  windowSeconds: 60,
  message: RUNTIME_MESSAGES.tooManyRequests,
};

/** POST /api/runtime/{region}/agents/{agentId}/conversations */
export async function handleStartConversation(options: RuntimeRequest): Promise<Response> {
  try {
    const { region, agentId } = runtimeScope(options);
    await consumeRateLimit({
      db: options.deps.db,
      rule: START_RATE_LIMIT,
      subject: options.clientIp ?? "unknown",
    });
    const input = ZStartConversationInput.safeParse(await readJson(options.request));
    if (!input.success) throw new DomainError("BAD_REQUEST", describeSettingsError(input.error));
    // the test panel talks to the draft: only the agent's own people may
    if (input.data.channel === "test" && !(await isAgentInsider({ ...options, region }))) {
      throw new DomainError("UNAUTHORIZED", "Sign in to test this agent.");
    }
    return json(
      200,
      await startConversation({
        db: options.deps.db,
        region,
        agentId,
        ...input.data,
        geo: visitorGeoFrom(options.request.headers),
      }),
    );
  } catch (error) {
    return failure(error);
  }
}

/** POST /api/runtime/{region}/agents/{agentId}/conversations/{conversationId}/handoff */
export async function handleRequestHandoff(options: RuntimeRequest & { conversationId: string }): Promise<Response> {
  try {
    const { region, agentId } = runtimeScope(options);
    const access = await conversationAccess(options, region);
    await consumeRateLimit({ db: options.deps.db, rule: HANDOFF_RATE_LIMIT, subject: options.clientIp ?? "unknown" });
    return json(
      200,
      await requestHandoff(options.deps, { region, agentId, conversationId: options.conversationId, access }),
    );
  } catch (error) {
    return failure(error);
  }
}

/** GET /api/runtime/{region}/agents/{agentId}/conversations/{conversationId}/messages[?since=] */
export async function handleListMessages(options: RuntimeRequest & { conversationId: string }): Promise<Response> {
  try {
    const { region, agentId } = runtimeScope(options);
    const access = await conversationAccess(options, region);
    const query = ZListMessagesQuery.safeParse({
      since: new URL(options.request.url).searchParams.get("since") || undefined,
    });
    if (!query.success) throw new DomainError("BAD_REQUEST", RUNTIME_MESSAGES.badSince);
    const { since } = query.data;
    return json(
      200,
      await listConversationMessages({
        db: options.deps.db,
        region,
        agentId,
        conversationId: options.conversationId,
        access,
        since,
      }),
    );
  } catch (error) {
    return failure(error);
  }
}

/**
 * POST /api/runtime/{region}/agents/{agentId}/conversations/{conversationId}/messages: the answer as
 * server-sent events, or as JSON for `Accept: application/json`. Refusals that come before the
 * visitor's message is stored (limits, credits, access) are plain HTTP errors either way. A streamed
 * answer's events are kept in the answer registry (see answer-registry.ts) so that a client that
 * lost the connection can resume it; the turn does not depend on the connection: it is answered,
 * stored and charged once whether or not the client is still there.
 */
export async function handleSendMessage(
  options: RuntimeRequest & {
    conversationId: string;
    provider: ModelProvider;
    /** the SSRF guard's settings for the agent's tool calls (SSRF_ALLOWED_HOSTS) */
    fetchGuard?: FetchGuardConfig;
    /** where vf agents' Voiceflow-compatible runtime is (VOICEFLOW_RUNTIME_URL) */
    voiceflow?: VoiceflowRuntimeConfig;
    /** the embeddings API for smart knowledge search (EMBEDDINGS_API_BASE_URL); none: simple search */
    embedder?: EmbeddingsClient | null;
    /** where streamed answers are kept for resuming (the process's registry unless given) */
    answers?: AnswerRegistry;
  },
): Promise<Response> {
  let region: Region;
  let agentId: string;
  let access: ConversationAccess;
  let text: string;
  try {
    ({ region, agentId } = runtimeScope(options));
    access = await conversationAccess(options, region);
    const input = ZSendMessageInput.safeParse(await readJson(options.request));
    if (!input.success) throw new DomainError("BAD_REQUEST", input.error.issues[0]?.message ?? "Invalid message.");
    text = input.data.text;
  } catch (error) {
    return failure(error);
  }
  const turn = {
    db: options.deps.db,
    region,
    agentId,
    conversationId: options.conversationId,
    access,
    text,
    provider: options.provider,
    fetchGuard: options.fetchGuard,
    voiceflow: options.voiceflow,
    embedder: options.embedder,
    // a visitor asking for a person in words is handed over like POST .../handoff (offline answers)
    deps: options.deps,
    clientIp: options.clientIp,
    onCharged: rechargeAfterCharge(options.deps, region),
  };

  const wantsJson = (options.request.headers.get("accept") ?? "").includes("application/json");
  if (wantsJson) {
    try {
      return json(200, await sendMessage(turn));
    } catch (error) {
      return failure(error);
    }
  }

  // the answer's events go to the registry from the visitor's stored message on; the response
  // listens to them (and stops listening when the client leaves, while the turn goes on)
  const registry = options.answers ?? answerRegistry;
  const scope = { region, agentId, conversationId: options.conversationId };
  let opened: (answer: AnswerStream) => void = () => undefined;
  const stored = new Promise<AnswerStream>((resolve) => {
    opened = resolve;
  });
  let answer: AnswerStream | null = null;
  const answered: Promise<TSendMessageOutput> = sendMessage({
    ...turn,
    onUserMessage: (message) => {
      answer = registry.start(message.id, scope);
      answer.message(message);
      opened(answer);
    },
    onToken: (piece) => answer?.token(piece),
  });
  // the response starts once the visitor's message is stored; earlier refusals stay HTTP errors
  const first = await Promise.race([
    stored,
    answered.then(
      () => null,
      (error: unknown) => ({ error }),
    ),
  ]);
  if (!(first instanceof AnswerStream)) {
    return failure(first?.error ?? new Error("The turn ended before the visitor's message was stored."));
  }
  const stream = first;
  answered.then(
    (output) => stream.finish(RUNTIME_EVENTS.done, output),
    (error: unknown) => {
      const message = error instanceof DomainError ? error.message : RUNTIME_MESSAGES.modelFailed;
      if (!(error instanceof DomainError)) console.error("runtime answer failed:", error);
      stream.finish(RUNTIME_EVENTS.error, { success: false, error: message });
    },
  );
  let unsubscribe: () => void = () => undefined;
  const sse = sseResponse(() => unsubscribe());
  unsubscribe = stream.subscribe(-1, sse.listener);
  return sse.response;
}
