import {
  consumeRateLimit,
  DomainError,
  HANDOFF_RATE_LIMIT,
  listConversationMessages,
  rechargeWhenLow,
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
import { isRegion, type Region } from "@parlo/db";
import {
  describeSettingsError,
  RUNTIME_EVENTS,
  RUNTIME_MESSAGES,
  VISITOR_HEADER,
  zAgentId,
  ZListMessagesQuery,
  ZSendMessageInput,
  ZStartConversationInput,
  type TRuntimeMessage,
  type TSendMessageOutput,
} from "@parlo/validators";
import type { SessionInfo } from "../../context";
import { CORS_HEADERS, failure, json, readJson } from "./runtime-http";
import { isAgentInsider } from "./runtime-access";

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

function scope(options: RuntimeRequest): { region: Region; agentId: string } {
  if (!isRegion(options.region) || !zAgentId.safeParse(options.agentId).success) {
    throw new DomainError("NOT_FOUND", RUNTIME_MESSAGES.notFound);
  }
  return { region: options.region, agentId: options.agentId };
}

async function conversationAccess(options: RuntimeRequest, region: Region): Promise<ConversationAccess> {
  const token = options.request.headers.get(VISITOR_HEADER);
  if (token) return { kind: "visitor", token };
  if (await isAgentInsider({ ...options, region })) return { kind: "trusted" };
  throw new DomainError("UNAUTHORIZED", RUNTIME_MESSAGES.visitorTokenRequired);
}

/** POST /api/runtime/{region}/agents/{agentId}/conversations */
export async function handleStartConversation(options: RuntimeRequest): Promise<Response> {
  try {
    const { region, agentId } = scope(options);
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
    const { region, agentId } = scope(options);
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
    const { region, agentId } = scope(options);
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

const encoder = new TextEncoder();

function sseEvent(event: string, data: unknown): string {
  return `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
}

/**
 * POST /api/runtime/{region}/agents/{agentId}/conversations/{conversationId}/messages: the answer as
 * server-sent events, or as JSON for `Accept: application/json`. Refusals that come before the
 * visitor's message is stored (limits, credits, access) are plain HTTP errors either way.
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
  },
): Promise<Response> {
  let region: Region;
  let agentId: string;
  let access: ConversationAccess;
  let text: string;
  try {
    ({ region, agentId } = scope(options));
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
    onCharged: rechargeWhenLow(options.deps, region),
  };

  const wantsJson = (options.request.headers.get("accept") ?? "").includes("application/json");
  if (wantsJson) {
    try {
      return json(200, await sendMessage(turn));
    } catch (error) {
      return failure(error);
    }
  }

  // events written in the same tick go out as one chunk (fewer socket writes while tokens stream)
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let pending: string[] = [];
  let scheduled = false;
  let closing = false;
  const flush = () => {
    scheduled = false;
    if (!controller) return;
    if (pending.length > 0) {
      controller.enqueue(encoder.encode(pending.join("")));
      pending = [];
    }
    if (closing) controller.close();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(flush);
  };
  const write = (event: string, data: unknown) => {
    pending.push(sseEvent(event, data));
    schedule();
  };
  const end = () => {
    closing = true;
    schedule();
  };
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      schedule();
    },
  });

  // the response starts once the visitor's message is stored; earlier refusals stay HTTP errors
  let started: (message: TRuntimeMessage) => void = () => undefined;
  const stored = new Promise<TRuntimeMessage>((resolve) => {
    started = resolve;
  });
  const answered: Promise<TSendMessageOutput> = sendMessage({
    ...turn,
    onUserMessage: (message) => {
      write(RUNTIME_EVENTS.message, message);
      started(message);
    },
    onToken: (piece) => write(RUNTIME_EVENTS.token, { text: piece }),
  });
  const first = await Promise.race([
    stored.then(() => null),
    answered.then(
      () => null,
      (error: unknown) => error,
    ),
  ]);
  if (first !== null) return failure(first);

  answered.then(
    (output) => {
      write(RUNTIME_EVENTS.done, output);
      end();
    },
    (error: unknown) => {
      const message = error instanceof DomainError ? error.message : RUNTIME_MESSAGES.modelFailed;
      if (!(error instanceof DomainError)) console.error("runtime answer failed:", error);
      write(RUNTIME_EVENTS.error, { success: false, error: message });
      end();
    },
  );
  return new Response(body, {
    status: 200,
    headers: {
      ...CORS_HEADERS,
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
