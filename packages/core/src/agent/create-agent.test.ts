import { ZAgentSettings } from "@parlo/validators";
import { describe, expect, it } from "vitest";
import { newAgentDocument } from "./create-agent";

const now = 1_800_000_000;

describe("new-agent document", () => {
  it("has the spec's new-agent defaults", () => {
    const doc = newAgentDocument({
      title: "Front desk",
      agentPlatform: "vg",
      nowSeconds: now,
      template: { enableNodes: true, nodes: [{ id: "start", type: "start", label: "Start" }] },
    });
    expect(doc).toMatchObject({
      title: "Front desk",
      agentPlatform: "vg",
      description: "Your virtual assistant.",
      theme: "blue-light",
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
      enableNodes: true,
      internal: { accountCreationConfig: "v2" },
      voiceConfig: {
        config: { recordAudio: false, enableWebCalling: false, backgroundNoise: "restaurant" },
        transcriber: { provider: "deepgram", modelId: "nova-2", utteranceThreshold: 50, language: "en" },
        speechGen: { provider: "deepgram", voiceId: "asteria" },
      },
      vapiConfig: { promptOnWeb: false },
      ts: now,
    });
    expect(doc).not.toHaveProperty("vg_defaultModel");
    expect(ZAgentSettings.safeParse(doc).success).toBe(true);
  });

  it("follows the current light or dark theme", () => {
    expect(newAgentDocument({ title: "A", agentPlatform: "vg", nowSeconds: now, themeMode: "dark" }).theme).toBe(
      "blue-dark",
    );
  });

  it("merges the starter settings into standard agents without nodes", () => {
    const doc = newAgentDocument({ title: "Plain", agentPlatform: "vg", nowSeconds: now });
    expect(doc).toMatchObject({
      enableNodes: false,
      vg_defaultModel: "gpt-4o",
      vg_enableUIEngine: true,
      vg_temperature: 0.5,
      vg_maxTokens: 1024,
      vg_kbDefaultDimension: 1536,
      vgOptions: { maxChunkSize: 2424 },
      enableGeoAnalytics: true,
      internal: { accountCreationConfig: "v2", websocketServer: "nodejs" },
      voiceConfig: {
        config: { backgroundNoise: "restaurant" },
        transcriber: { provider: "deepgram", utteranceThreshold: 150 },
        speechGen: { provider: "google-live", voiceId: "asteria" },
      },
    });
    expect(typeof doc.vg_systemPrompt).toBe("string");
    expect(doc.vg_initMessages).toEqual(["Hi there! How can I help you today?"]);
    expect(ZAgentSettings.safeParse(doc).success).toBe(true);
  });

  it("saves a compatible-platform (vf) agent as given: no template, no starter settings", () => {
    const doc = newAgentDocument({
      title: "Flow",
      agentPlatform: "vf",
      nowSeconds: now,
      template: { enableNodes: true, nodes: [{ id: "start", type: "start", label: "Start" }] },
    });
    expect(doc).toMatchObject({ agentPlatform: "vf", enableNodes: false, enableGeoAnalytics: false });
    expect(doc).not.toHaveProperty("nodes");
    expect(doc).not.toHaveProperty("vg_defaultModel");
  });

  it("a template's settings win over the defaults, nested objects merge", () => {
    const doc = newAgentDocument({
      title: "Bot",
      agentPlatform: "vg",
      nowSeconds: now,
      template: { messageDelayMS: 300, voiceConfig: { speechGen: { voiceId: "luna" } } },
    });
    expect(doc.messageDelayMS).toBe(300);
    expect(doc.voiceConfig).toMatchObject({ speechGen: { provider: "google-live", voiceId: "luna" } });
  });
});
