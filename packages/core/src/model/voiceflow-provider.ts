import {
  estimateTokens,
  ModelProviderError,
  type ModelProvider,
  type ModelReply,
  type ModelRequest,
} from "./model-provider";
import { readVoiceflowTraces, voiceflowReplyPieces, type VoiceflowTurn } from "./voiceflow-traces";

/** Voiceflow's public runtime; ours is configurable (VOICEFLOW_RUNTIME_URL). */
export const VOICEFLOW_DEFAULT_RUNTIME_URL = "https://general-runtime.voiceflow.com";
/** The model name stored with answers that came from a Voiceflow runtime. */
export const VOICEFLOW_MODEL = "voiceflow";

const DEFAULT_TIMEOUT_MS = 30_000;
const DEFAULT_VERSION_ID = "production";
/** what the runtime leaves out of its answer: traces the chat never shows */
const INTERACT_CONFIG = { tts: false, stripSSML: true, stopAll: true, excludeTypes: ["block", "debug", "flow"] };

type VoiceflowAction = { type: "launch" } | { type: "text"; payload: string };

export interface VoiceflowProviderConfig {
  /** the runtime's base URL, e.g. https://general-runtime.voiceflow.com; requests go to {baseUrl}/state/user/{userId}/interact */
  baseUrl: string;
  /** the project's dialog manager API key (the agent's VF_DM_API_KEY), sent as the Authorization header */
  apiKey: string;
  /** whose session: the runtime keeps one conversation state per user id (we use the conversation id) */
  userId: string;
  /** the project version to run (the versionID header): "production" unless given */
  versionId?: string;
  /** for the whole turn (launch and text together); 30 s unless given */
  timeoutMs?: number;
  /** the fetch to use (tests); the global one unless given */
  fetch?: typeof fetch;
}

async function readErrorMessage(response: Response): Promise<string> {
  const body = await response.text().catch(() => "");
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === "object" && "message" in parsed && typeof parsed.message === "string") {
      return parsed.message;
    }
  } catch {
    // not JSON: the raw text below
  }
  return body.trim().slice(0, 300) || response.statusText || "no message";
}

/**
 * A model provider that proxies the chat to a Voiceflow-compatible runtime (the Dialog Manager API)
 * for agents on the vf platform. The runtime keeps the conversation state per user id, so only the
 * visitor's last message is sent, as a `text` action. The first turn of a chat (no assistant
 * message before the last visitor message) starts the session with a `launch` action first, and
 * the reply then holds the launch's messages (the flow's greeting) followed by the answer to the
 * text; the launch's buttons are dropped (the visitor has already written). Buttons of the answer
 * are listed as "- label" lines. The system prompt, model options, knowledge and tools of the
 * request are ignored: the Voiceflow project decides all of that. Not streamed by the API: `stream`
 * emits the reply's pieces (messages, then the buttons) once the runtime has answered.
 */
export function createVoiceflowProvider(config: VoiceflowProviderConfig): ModelProvider {
  const endpoint = `${config.baseUrl.replace(/\/+$/, "")}/state/user/${encodeURIComponent(config.userId)}/interact`;
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const fetchImpl = config.fetch ?? fetch;

  function failure(error: unknown, signal: AbortSignal): ModelProviderError {
    if (signal.aborted) return new ModelProviderError(`Voiceflow runtime did not answer within ${timeoutMs} ms`);
    return new ModelProviderError(
      `Voiceflow runtime unreachable: ${error instanceof Error ? error.message : String(error)}`,
    );
  }

  async function interact(action: VoiceflowAction, signal: AbortSignal): Promise<VoiceflowTurn> {
    let response: Response;
    try {
      response = await fetchImpl(endpoint, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: "application/json",
          Authorization: config.apiKey,
          versionID: config.versionId ?? DEFAULT_VERSION_ID,
        },
        body: JSON.stringify({ action, config: INTERACT_CONFIG }),
        signal,
      });
    } catch (error) {
      throw failure(error, signal);
    }
    if (response.status === 401 || response.status === 403) {
      await response.body?.cancel().catch(() => undefined);
      throw new ModelProviderError(
        `Voiceflow refused the dialog manager API key (VF_DM_API_KEY) with ${response.status}: check the key in the agent's settings`,
        response.status,
      );
    }
    if (!response.ok) {
      throw new ModelProviderError(
        `Voiceflow runtime answered ${response.status}: ${await readErrorMessage(response)}`,
        response.status,
      );
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      if (signal.aborted) throw failure(error, signal);
      throw new ModelProviderError(`Voiceflow runtime answered ${response.status} without JSON`, response.status);
    }
    if (!Array.isArray(body)) {
      throw new ModelProviderError(
        `Voiceflow runtime answered ${response.status} without a list of traces`,
        response.status,
      );
    }
    return readVoiceflowTraces(body);
  }

  async function turnFor(request: ModelRequest): Promise<{ pieces: string[]; question: string }> {
    const signal = AbortSignal.timeout(timeoutMs);
    const lastUserIndex = request.messages.findLastIndex((message) => message.role === "user");
    const question = request.messages[lastUserIndex]?.content ?? "";
    const started = request.messages
      .slice(0, Math.max(lastUserIndex, 0))
      .some((message) => message.role === "assistant");
    const launch = started ? null : await interact({ type: "launch" }, signal);
    const answer = lastUserIndex === -1 ? null : await interact({ type: "text", payload: question }, signal);
    const turn: VoiceflowTurn = {
      messages: [...(launch?.messages ?? []), ...(answer?.messages ?? [])],
      choices: answer ? answer.choices : (launch?.choices ?? []),
      ended: answer ? answer.ended : (launch?.ended ?? false),
    };
    return { pieces: voiceflowReplyPieces(turn), question };
  }

  function replyOf(pieces: string[], question: string): ModelReply {
    const text = pieces.join("\n\n");
    return {
      text,
      model: VOICEFLOW_MODEL,
      usage: { tokensIn: estimateTokens(question), tokensOut: estimateTokens(text) },
    };
  }

  return {
    name: "voiceflow",
    async complete(request) {
      const { pieces, question } = await turnFor(request);
      return replyOf(pieces, question);
    },
    async stream(request, onToken) {
      const { pieces, question } = await turnFor(request);
      // the pieces run together give the reply's text exactly
      pieces.forEach((piece, index) => onToken(index === 0 ? piece : `\n\n${piece}`));
      return replyOf(pieces, question);
    },
  };
}
