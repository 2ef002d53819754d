import { describe, expect, it } from "vitest";
import { AGENT_SETTINGS_MESSAGES, describeSettingsError, ZAgentSettingsUpdate } from "./agent-settings";

function refusal(payload: unknown): string {
  const result = ZAgentSettingsUpdate.safeParse(payload);
  if (result.success) throw new Error(`accepted ${JSON.stringify(payload)}`);
  return describeSettingsError(result.error);
}

describe("agent settings schema", () => {
  it("accepts an empty update and a realistic partial one", () => {
    expect(ZAgentSettingsUpdate.safeParse({}).success).toBe(true);
    const update = {
      title: "Front desk",
      vg_temperature: 0.7,
      vgOptions: { maxChunkSize: 1000 },
      buttonsLayout: "in-footer",
      webhookUrl: "https://hooks.example.com/parlo",
      roundedImageURL: "/uploads/public/abc.png",
      tools: [
        {
          id: "lookup",
          name: "Order lookup",
          description: "Finds an order",
          fields: [{ in: "query", key: "order", type: "string", required: true }],
          serverUrl: "https://api.example.com/orders",
        },
      ],
    };
    expect(ZAgentSettingsUpdate.parse(update)).toEqual(update);
  });

  it("names the field of every refusal", () => {
    expect(refusal({ vgOptions: { maxChunkSize: 999 } })).toBe(
      `vgOptions.maxChunkSize: ${AGENT_SETTINGS_MESSAGES.maxChunkSize}`,
    );
    expect(refusal({ agentPlatform: "xx" })).toBe("agentPlatform: Unknown platform: use vg, vf or oai-assistants.");
    expect(refusal({ webhookUrl: "nope" })).toBe(`webhookUrl: ${AGENT_SETTINGS_MESSAGES.url}`);
    expect(refusal({ messageDelayMS: -1 })).toBe(`messageDelayMS: ${AGENT_SETTINGS_MESSAGES.nonNegative}`);
    expect(refusal({ vg_temperature: "hot" })).toMatch(/^vg_temperature: /);
    expect(refusal({ tools: [{ id: "t", name: "T", description: "", fields: [], serverUrl: "x" }] })).toBe(
      `tools.0.serverUrl: ${AGENT_SETTINGS_MESSAGES.url}`,
    );
    expect(refusal({ colour: "red" })).toBe("colour: unknown setting.");
    expect(refusal({ vgOptions: { chunk: 1 } })).toBe("vgOptions.chunk: unknown setting.");
  });

  it("never lets an update change the agent's identity or bookkeeping", () => {
    expect(refusal({ ID: "AAAAAAAAAAAAAAAA" })).toBe("ID: unknown setting.");
    expect(refusal({ ownerID: "someone-else" })).toBe("ownerID: unknown setting.");
  });
});

describe("node flows", () => {
  const start = { id: "start", type: "start" as const, label: "Start", next: "hello" };
  const hello = { id: "hello", type: "message" as const, label: "Hello", text: "Hi!" };

  it("accepts a connected flow and refuses broken ones, naming the nodes field", () => {
    expect(ZAgentSettingsUpdate.safeParse({ nodes: [start, hello] }).success).toBe(true);
    expect(refusal({ nodes: [start] })).toBe('nodes: Step "Start" goes to a step that does not exist.');
    expect(refusal({ nodes: [hello] })).toBe("nodes: A flow has exactly one start step.");
    expect(refusal({ nodes: [start, hello, hello] })).toBe('nodes: Two steps share the id "hello".');
  });
});
