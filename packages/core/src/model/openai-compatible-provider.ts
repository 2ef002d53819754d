import { z } from "zod";
import { estimateTokens, ModelProviderError, type ModelProvider, type ModelRequest } from "./model-provider";

const DEFAULT_TIMEOUT_MS = 60_000;

const ZChatCompletion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable().optional() }) })).min(1),
});
const ZUsage = z.object({ prompt_tokens: z.number(), completion_tokens: z.number() });
const ZCompletionUsage = z.object({ usage: ZUsage.nullable().optional(), model: z.string().optional() });
const ZStreamChunk = z.object({
  choices: z.array(z.object({ delta: z.object({ content: z.string().nullable().optional() }).optional() })).optional(),
  usage: ZUsage.nullable().optional(),
  model: z.string().optional(),
});
const ZErrorBody = z.object({
  error: z.union([z.string(), z.object({ message: z.string().optional() })]).optional(),
  message: z.string().optional(),
});

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

export interface OpenAiCompatibleConfig {
  /** e.g. https://api.openai.com/v1; requests go to {baseUrl}/chat/completions */
  baseUrl: string;
  /** sent as a bearer token when set (local servers often need none) */
  apiKey?: string;
  defaultModel: string;
  timeoutMs?: number;
}

/** A model provider for any OpenAI-compatible chat completions API, over fetch (streaming included). */
export function createOpenAiCompatibleProvider(config: OpenAiCompatibleConfig): ModelProvider {
  const endpoint = `${config.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  async function post(request: ModelRequest, stream: boolean): Promise<Response> {
    const messages = [
      ...(request.system ? [{ role: "system", content: request.system }] : []),
      ...request.messages.map((message) => ({ role: message.role, content: message.content })),
    ];
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

  function usageOf(
    usage: z.infer<typeof ZUsage> | null | undefined,
    request: ModelRequest,
    text: string,
  ): { tokensIn: number; tokensOut: number } {
    if (usage) return { tokensIn: usage.prompt_tokens, tokensOut: usage.completion_tokens };
    const read = (request.system ?? "") + request.messages.map((message) => message.content).join("\n");
    return { tokensIn: estimateTokens(read), tokensOut: estimateTokens(text) };
  }

  return {
    name: "openai",
    async complete(request: ModelRequest) {
      const response = await post(request, false);
      const body: unknown = await response.json().catch(() => null);
      const parsed = ZChatCompletion.safeParse(body);
      if (!parsed.success) {
        throw new ModelProviderError(`Model API answered ${response.status} without a message`, response.status);
      }
      const text = parsed.data.choices[0]?.message.content ?? "";
      const meta = ZCompletionUsage.safeParse(body);
      return {
        text,
        model: (meta.success ? meta.data.model : undefined) ?? request.model ?? config.defaultModel,
        usage: usageOf(meta.success ? meta.data.usage : undefined, request, text),
      };
    },

    async stream(request: ModelRequest, onToken: (text: string) => void) {
      const response = await post(request, true);
      if (!response.body) throw new ModelProviderError("Model API answered without a body", response.status);
      let text = "";
      let usage: z.infer<typeof ZUsage> | null | undefined;
      let model: string | undefined;
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
        const piece = chunk.data.choices?.[0]?.delta?.content;
        if (piece) {
          text += piece;
          onToken(piece);
        }
        usage = chunk.data.usage ?? usage;
        model = chunk.data.model ?? model;
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
      return { text, model: model ?? request.model ?? config.defaultModel, usage: usageOf(usage, request, text) };
    },
  };
}
