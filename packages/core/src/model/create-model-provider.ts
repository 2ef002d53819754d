import type { ModelProvider } from "./model-provider";
import { createOfflineProvider } from "./offline-provider";
import { createOpenAiCompatibleProvider } from "./openai-compatible-provider";

export const OPENAI_DEFAULT_BASE_URL = "https://api.openai.com/v1";

/** The model configuration (MODEL_PROVIDER, MODEL_API_BASE_URL, MODEL_API_KEY, MODEL_DEFAULT). */
export interface ModelConfig {
  provider: "offline" | "openai";
  baseUrl?: string;
  apiKey?: string;
  defaultModel: string;
  timeoutMs?: number;
}

/** The provider the configuration names: offline (no network) or an OpenAI-compatible HTTP API. */
export function createModelProvider(config: ModelConfig): ModelProvider {
  if (config.provider === "offline") return createOfflineProvider();
  const baseUrl = config.baseUrl ?? OPENAI_DEFAULT_BASE_URL;
  if (baseUrl === OPENAI_DEFAULT_BASE_URL && !config.apiKey) {
    throw new Error("MODEL_PROVIDER=openai against api.openai.com needs MODEL_API_KEY to be set");
  }
  return createOpenAiCompatibleProvider({
    baseUrl,
    apiKey: config.apiKey,
    defaultModel: config.defaultModel,
    timeoutMs: config.timeoutMs,
  });
}
