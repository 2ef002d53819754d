import "server-only";
import { createModelProvider, type ModelProvider, type VoiceflowRuntimeConfig } from "@parlo/core";
import { env } from "@/env";

let provider: ModelProvider | undefined;

/** The configured model (MODEL_PROVIDER and friends), created on first use. */
export function modelProvider(): ModelProvider {
  provider ??= createModelProvider({
    provider: env.MODEL_PROVIDER,
    baseUrl: env.MODEL_API_BASE_URL,
    apiKey: env.MODEL_API_KEY,
    defaultModel: env.MODEL_DEFAULT,
  });
  return provider;
}

/** Where vf agents' Voiceflow-compatible runtime is (VOICEFLOW_RUNTIME_URL). */
export function voiceflowConfig(): VoiceflowRuntimeConfig {
  return { baseUrl: env.VOICEFLOW_RUNTIME_URL };
}
