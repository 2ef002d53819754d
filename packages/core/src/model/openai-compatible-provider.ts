import { z } from "zod";
import { ModelProviderError, type ModelProvider, type ModelRequest } from "./model-provider";

const DEFAULT_TIMEOUT_MS = 60_000;

const ZChatCompletion = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable().optional() }) })).min(1),
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

/** A model provider for any OpenAI-compatible chat completions API, over fetch. */
export function createOpenAiCompatibleProvider(config: OpenAiCompatibleConfig): ModelProvider {
  const endpoint = `${config.baseUrl.replace(/\/+$/, "")}/chat/completions`;
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  return {
    name: "openai",
    async complete(request: ModelRequest) {
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
            Accept: "application/json",
            ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
          },
          body: JSON.stringify({
            model: request.model ?? config.defaultModel,
            messages,
            ...(request.maxTokens !== undefined ? { max_tokens: request.maxTokens } : {}),
            ...(request.temperature !== undefined ? { temperature: request.temperature } : {}),
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
      const parsed = ZChatCompletion.safeParse(await response.json().catch(() => null));
      if (!parsed.success) {
        throw new ModelProviderError(`Model API answered ${response.status} without a message`, response.status);
      }
      return { text: parsed.data.choices[0]?.message.content ?? "" };
    },
  };
}
