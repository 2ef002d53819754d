/**
 * New-agent defaults and the starter settings merged into standard (vg) agents without nodes
 * (agents-channels-onboarding.md section 3). Typed columns (title, description, platform, image,
 * enableNodes) are set by createAgent; everything else lives in the settings JSON.
 */
export function newAgentSettings(options: { themeMode: "light" | "dark"; nowSeconds: number }) {
  return {
    theme: `blue-${options.themeMode}`,
    scrollAnimation: true,
    chatBgURL: "",
    branding: "",
    proactiveMessage: "",
    messageDelayMS: 1000,
    maxTokensUsage: 0,
    autoStartWidget: false,
    syncBrowser: false,
    listenForUrlChanges: false,
    lang: "en",
    recordChatHistory: true,
    enableGeoAnalytics: false,
    UIhandoffTitle: "Talk to a human",
    UIhandoffSubtitle: "We'll connect you with someone from the team as soon as possible.",
    internal: { accountCreationConfig: "v2" },
    voiceConfig: {
      config: { recordAudio: false, enableWebCalling: false, backgroundNoise: "restaurant" },
      transcriber: { provider: "deepgram", modelId: "nova-2", utteranceThreshold: 50, language: "en" },
      speechGen: { provider: "deepgram", voiceId: "asteria" },
    },
    vapiConfig: { promptOnWeb: false },
    ts: options.nowSeconds,
  };
}

export const STARTER_SETTINGS = {
  vg_defaultModel: "gpt-4o",
  vg_enableUIEngine: true,
  vg_temperature: 0.5,
  vg_systemPrompt:
    "You are a friendly, helpful customer-care assistant. Answer clearly and briefly, ask a short follow-up question when the request is unclear, and never make up facts you do not know.",
  vg_initPrompt: "Greet the visitor warmly and ask how you can help.",
  vg_initMessages: ["Hi there! How can I help you today?"],
  vg_maxTokens: 1024,
  vg_kbDefaultDimension: 1536,
  vgOptions: { maxChunkSize: 2424 },
  enableGeoAnalytics: true,
} as const;

/** Starter voice settings that replace the defaults' speech generator and utterance threshold. */
export const STARTER_VOICE = { speechGenProvider: "google-live", utteranceThreshold: 150 } as const;
