import { scriptedModelProvider } from "@parlo/testing/scripted-model-provider";
import { describe, expect, it } from "vitest";
import { providerForAgent } from "./provider-for-agent";

const defaultProvider = scriptedModelProvider(() => "default answer");

function recordingFetch() {
  const calls: Array<{ url: string; headers: Headers; body: unknown }> = [];
  const fetchImpl: typeof fetch = async (input, init) => {
    calls.push({
      url: String(input),
      headers: new Headers(init?.headers),
      body: JSON.parse(typeof init?.body === "string" ? init.body : "null"),
    });
    return Response.json([{ type: "text", payload: { message: "from voiceflow" } }]);
  };
  return { calls, fetchImpl };
}

describe("providerForAgent", () => {
  it("uses the default provider for standard agents and vf agents without a dialog manager key", () => {
    const voiceflow = { baseUrl: "http://127.0.0.1:9" };
    const pick = (settings: Parameters<typeof providerForAgent>[0]["settings"]) =>
      providerForAgent({ settings, conversationId: "c1", defaultProvider, voiceflow });
    expect(pick({})).toBe(defaultProvider);
    expect(pick({ agentPlatform: "vg", VF_DM_API_KEY: "VF.DM.key" })).toBe(defaultProvider);
    expect(pick({ agentPlatform: "oai-assistants", VF_DM_API_KEY: "VF.DM.key" })).toBe(defaultProvider);
    expect(pick({ agentPlatform: "vf" })).toBe(defaultProvider);
    expect(pick({ agentPlatform: "vf", VF_DM_API_KEY: "   " })).toBe(defaultProvider);
  });

  it("answers vf agents through their Voiceflow project, one session per conversation", async () => {
    const { calls, fetchImpl } = recordingFetch();
    const provider = providerForAgent({
      settings: { agentPlatform: "vf", VF_DM_API_KEY: " VF.DM.key " },
      conversationId: "conv/42",
      defaultProvider,
      voiceflow: { baseUrl: "https://vf.example.test/", fetch: fetchImpl },
    });
    expect(provider.name).toBe("voiceflow");
    const reply = await provider.complete({
      messages: [
        { role: "user", content: "Hi" },
        { role: "assistant", content: "Hello" },
        { role: "user", content: "Hours?" },
      ],
    });
    expect(reply).toMatchObject({ text: "from voiceflow", model: "voiceflow" });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url).toBe("https://vf.example.test/state/user/conv%2F42/interact");
    expect(calls[0]?.headers.get("authorization")).toBe("VF.DM.key");
    expect(calls[0]?.headers.get("versionid")).toBe("production");
    expect(calls[0]?.body).toMatchObject({ action: { type: "text", payload: "Hours?" } });
  });
});
