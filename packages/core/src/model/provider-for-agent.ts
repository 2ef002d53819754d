import type { TAgentSettings } from "@parlo/validators";
import type { ModelProvider } from "./model-provider";
import { createVoiceflowProvider } from "./voiceflow-provider";

/** Where the runtime finds Voiceflow-compatible runtimes (VOICEFLOW_RUNTIME_URL) and how long it waits. */
export interface VoiceflowRuntimeConfig {
  baseUrl: string;
  versionId?: string;
  timeoutMs?: number;
  fetch?: typeof fetch;
}

/**
 * The model that answers one conversation of an agent: agents on the vf platform with a dialog
 * manager key (VF_DM_API_KEY) are answered by their Voiceflow project, with the conversation id as
 * Voiceflow's user id so each chat keeps its own session; every other agent by the default
 * provider (offline or the configured OpenAI-compatible API). Server only: the key is a secret.
 */
export function providerForAgent(options: {
  settings: Pick<TAgentSettings, "agentPlatform" | "VF_DM_API_KEY">;
  conversationId: string;
  defaultProvider: ModelProvider;
  voiceflow: VoiceflowRuntimeConfig;
}): ModelProvider {
  const apiKey = options.settings.VF_DM_API_KEY?.trim();
  if (options.settings.agentPlatform !== "vf" || !apiKey) return options.defaultProvider;
  return createVoiceflowProvider({ ...options.voiceflow, apiKey, userId: options.conversationId });
}
