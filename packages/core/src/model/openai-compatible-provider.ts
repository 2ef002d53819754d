import { z } from "zod";
import {
  estimateTokens,
  ModelProviderError,
  type ModelProvider,
  type ModelReply,
  type ModelRequest,
  type ModelToolCallRecord,
  type ModelToolResult,
} from "./model-provider";

const DEFAULT_TIMEOUT_MS = 60_000;
/** Rounds in which the model may call tools; the next call must answer in words (tool_choice none). */
export const MAX_TOOL_ROUNDS = 3;
/** Calls run per round; further ones are answered "not run". */
export const MAX_TOOL_CALLS_PER_ROUND = 5;

const ZToolCall = z.object({
  id: z.string().optional(),
  function: z.object({ name: z.string(), arguments: z.string().nullable().optional() }),
});
const ZChatCompletion = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullable().optional(),
          tool_calls: z.array(ZToolCall).nullable().optional(),
        }),
      }),
    )
    .min(1),
});
const ZUsage = z.object({ prompt_tokens: z.number(), completion_tokens: z.number() });
const ZCompletionUsage = z.object({ usage: ZUsage.nullable().optional(), model: z.string().optional() });
const ZToolCallDelta = z.object({
  index: z.number().optional(),
  id: z.string().nullable().optional(),
  function: z
    .object({ name: z.string().nullable().optional(), arguments: z.string().nullable().optional() })
    .nullable()
    .optional(),
});
const ZStreamChunk = z.object({
  choices: z
    .array(
      z.object({
        delta: z
          .object({
            content: z.string().nullable().optional(),
            tool_calls: z.array(ZToolCallDelta).nullable().optional(),
          })
          .optional(),
      }),
    )
    .optional(),
  usage: ZUsage.nullable().optional(),
  model: z.string().optional(),
});
const ZErrorBody = z.object({
  error: z.union([z.string(), z.object({ message: z.string().optional() })]).optional(),
  message: z.string().optional(),
});

interface WireToolCall {
  id: string;
  type: "function";
  function: { name: string; arguments: string };
}
type WireMessage =
  | { role: "system" | "user"; content: string }
  | { role: "assistant"; content: string | null; tool_calls?: WireToolCall[] }
  | { role: "tool"; tool_call_id: string; content: string };

/** Whether tools are offered this round: not at all, for the model to choose, or shown but not callable. */
type ToolMode = "off" | "auto" | "none";

/** What one call of the API gave back. */
interface Turn {
  text: string;
  toolCalls: WireToolCall[];
  usage?: z.infer<typeof ZUsage> | null;
  model?: string;
}

async function readErrorMessage(response: Response): Promise<string> {
  const body = await response.text().catch(() => "");
  try {
    const parsed = ZErrorBody.safeParse(JSON.parse(body));
    if (parsed.success) {
      const { error, message } = parsed.data;
      const text = typeof error === "string" ? error : (error?.message ?? message);
      if (text) return text;
    }
  } catch {
    // not JSON: the raw text below
  }
  return body.trim().slice(0, 300) || response.statusText || "no message";
}

function messageText(message: WireMessage): string {
  const calls = message.role === "assistant" ? (message.tool_calls ?? []) : [];
  return (message.content ?? "") + calls.map((call) => call.function.name + call.function.arguments).join("");
}

async function runToolCall(request: ModelRequest, call: WireToolCall): Promise<ModelToolResult & { ms: number }> {
  const started = performance.now();
  const known = request.tools?.some((tool) => tool.name === call.function.name);
  let result: ModelToolResult;
  if (!known || !request.callTool) {
    result = { ok: false, content: `There is no tool named "${call.function.name}".` };
  } else {
    try {
      const answer = await request.callTool(call.function.name, call.function.arguments);
      result = typeof answer === "string" ? { ok: true, content: answer } : answer;
    } catch (error) {
      result = { ok: false, content: `The tool failed: ${error instanceof Error ? error.message : String(error)}` };
    }
  }
  return { ...result, ms: Math.round(performance.now() - started) };
}

export interface OpenAiCompatibleConfig {
  /** e.g. https://api.openai.com/v1; requests go to {baseUrl}/chat/completions */
  baseUrl: string;
  /** sent as a bearer token when set (local servers often need none) */
  apiKey?: string;
  defaultModel: string;
  timeoutMs?: number;
}

/**
 * A model provider for any OpenAI-compatible chat completions API, over fetch (streaming included).
 * With `tools` and `callTool` in the request it offers the tools, runs the calls the model asks for
 * and gives the results back, for up to MAX_TOOL_ROUNDS rounds; then the model answers without
 * tools. Token usage is summed over the rounds.
 */
export function createOpenAiCompatibleProvider(config: OpenAiCompatibleConfig): ModelProvider {
  const endpoint = `${config.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function post(
    request: ModelRequest,
    messages: readonly WireMessage[],
    tools: ToolMode,
    stream: boolean,
  ): Promise<Response> {
    let response: Response;
    try {
      response = await fetch(endpoint, {
        method: "POST",
        headers: {
          "Content-Type": "application/json",
          Accept: stream ? "text/event-stream" : "application/json",
          ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
        },
        body: JSON.stringify({
          model: request.model ?? config.defaultModel,
          messages,
          ...(request.maxTokens !== undefined ? { max_tokens: request.maxTokens } : {}),
          ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
          ...(tools !== "off"
            ? {
                tools: (request.tools ?? []).map((tool) => ({ type: "function", function: tool })),
                tool_choice: tools,
              }
            : {}),
          ...(stream ? { stream: true, stream_options: { include_usage: true } } : {}),
        }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === "TimeoutError";
      throw new ModelProviderError(
        timedOut
          ? `Model API did not answer within ${timeoutMs} ms`
          : `Model API unreachable: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    if (!response.ok) {
      throw new ModelProviderError(
        `Model API answered ${response.status}: ${await readErrorMessage(response)}`,
        response.status,
      );
    }
    return response;
  }

  async function completeTurn(request: ModelRequest, messages: readonly WireMessage[], tools: ToolMode): Promise<Turn> {
    const response = await post(request, messages, tools, false);
    const body: unknown = await response.json().catch(() => null);
    const parsed = ZChatCompletion.safeParse(body);
    if (!parsed.success) {
      throw new ModelProviderError(`Model API answered ${response.status} without a message`, response.status);
    }
    const message = parsed.data.choices[0]?.message;
    const meta = ZCompletionUsage.safeParse(body);
    return {
      text: message?.content ?? "",
      toolCalls: (message?.tool_calls ?? []).map((call, index) => ({
        id: call.id ?? `call_${index}`,
        type: "function",
        function: { name: call.function.name, arguments: call.function.arguments ?? "" },
      })),
      usage: meta.success ? meta.data.usage : undefined,
      model: meta.success ? meta.data.model : undefined,
    };
  }

  async function streamTurn(
    request: ModelRequest,
    messages: readonly WireMessage[],
    tools: ToolMode,
    onToken: (text: string) => void,
  ): Promise<Turn> {
    const response = await post(request, messages, tools, true);
    if (!response.body) throw new ModelProviderError("Model API answered without a body", response.status);
    const turn: Turn = { text: "", toolCalls: [] };
    const calls = new Map<number, { id: string; name: string; arguments: string }>();
    const onData = (data: string) => {
      if (data === "[DONE]") return;
      let json: unknown;
      try {
        json = JSON.parse(data);
      } catch {
        return;
      }
      const chunk = ZStreamChunk.safeParse(json);
      if (!chunk.success) return;
      const delta = chunk.data.choices?.[0]?.delta;
      const piece = delta?.content;
      if (piece) {
        turn.text += piece;
        onToken(piece);
      }
      (delta?.tool_calls ?? []).forEach((part, position) => {
        const index = part.index ?? position;
        const call = calls.get(index) ?? { id: "", name: "", arguments: "" };
        if (part.id) call.id = part.id;
        if (part.function?.name) call.name += part.function.name;
        if (part.function?.arguments) call.arguments += part.function.arguments;
        calls.set(index, call);
      });
      turn.usage = chunk.data.usage ?? turn.usage;
      turn.model = chunk.data.model ?? turn.model;
    };
    const decoder = new TextDecoder();
    let buffer = "";
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let newline = buffer.indexOf("\n");
        while (newline !== -1) {
          const line = buffer.slice(0, newline).trim();
          buffer = buffer.slice(newline + 1);
          if (line.startsWith("data:")) onData(line.slice(5).trim());
          newline = buffer.indexOf("\n");
        }
      }
    } catch (error) {
      throw new ModelProviderError(
        `Model API stream broke off: ${error instanceof Error ? error.message : String(error)}`,
        response.status,
      );
    }
    const rest = buffer.trim();
    if (rest.startsWith("data:")) onData(rest.slice(5).trim());
    turn.toolCalls = [...calls.entries()]
      .sort(([a], [b]) => a - b)
      .filter(([, call]) => call.name !== "")
      .map(([index, call]) => ({
        id: call.id || `call_${index}`,
        type: "function",
        function: { name: call.name, arguments: call.arguments },
      }));
    return turn;
  }

  /** The rounds of one answer: the model's words, the tool calls it asks for and their results, until it answers. */
  async function answer(request: ModelRequest, onToken?: (text: string) => void): Promise<ModelReply> {
    const offersTools = (request.tools?.length ?? 0) > 0 && request.callTool !== undefined;
    const messages: WireMessage[] = [
      ...(request.system ? [{ role: "system" as const, content: request.system }] : []),
      ...request.messages.map((message) => ({ role: message.role, content: message.content })),
    ];
    let text = "";
    let tokensIn = 0;
    let tokensOut = 0;
    let model: string | undefined;
    const toolCalls: ModelToolCallRecord[] = [];
    for (let round = 0; ; round++) {
      const tools: ToolMode = !offersTools ? "off" : round < MAX_TOOL_ROUNDS ? "auto" : "none";
      // the words of each round go to the visitor; a blank line between the rounds' texts
      const separate = text !== "";
      let first = true;
      const emit = (piece: string) => {
        if (first && separate) {
          text += "\n\n";
          onToken?.("\n\n");
        }
        first = false;
        text += piece;
        onToken?.(piece);
      };
      const turn = onToken
        ? await streamTurn(request, messages, tools, emit)
        : await completeTurn(request, messages, tools);
      if (!onToken && turn.text) emit(turn.text);
      model = turn.model ?? model;
      if (turn.usage) {
        tokensIn += turn.usage.prompt_tokens;
        tokensOut += turn.usage.completion_tokens;
      } else {
        tokensIn += estimateTokens(messages.map(messageText).join("\n"));
        tokensOut += estimateTokens(
          turn.text + turn.toolCalls.map((call) => call.function.name + call.function.arguments).join(""),
        );
      }
      if (tools !== "auto" || turn.toolCalls.length === 0) break;

      messages.push({ role: "assistant", content: turn.text || null, tool_calls: turn.toolCalls });
      const results = await Promise.all(
        turn.toolCalls.map((call, index) =>
          index < MAX_TOOL_CALLS_PER_ROUND
            ? runToolCall(request, call)
            : Promise.resolve({ ok: false, content: "Too many tool calls at once: this one was not run.", ms: 0 }),
        ),
      );
      turn.toolCalls.forEach((call, index) => {
        const result = results[index] ?? { ok: false, content: "", ms: 0 };
        toolCalls.push({ name: call.function.name, ok: result.ok, ms: result.ms });
        messages.push({ role: "tool", tool_call_id: call.id, content: result.content });
      });
    }
    return {
      text,
      model: model ?? request.model ?? config.defaultModel,
      usage: { tokensIn, tokensOut },
      ...(toolCalls.length > 0 ? { toolCalls } : {}),
    };
  }

  return {
    name: "openai",
    complete: (request: ModelRequest) => answer(request),
    stream: (request: ModelRequest, onToken: (text: string) => void) => answer(request, onToken),
  };
}
