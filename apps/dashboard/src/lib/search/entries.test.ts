import { describe, expect, it } from "vitest";
import { SETTINGS_SUB_TABS } from "@parlo/validators";
import { AGENT_TABS, VOICE_SUB_TABS, visibleTabs } from "../agent-tabs";
import { buildAgentSearchEntries } from "./entries";

const agentId = "A1b2C3d4E5f6G7h8";

describe("buildAgentSearchEntries", () => {
  const entries = buildAgentSearchEntries({ region: "eu", agentId, tabs: AGENT_TABS });

  it("lists every tab, each followed by its sub-tabs", () => {
    const ids = entries.map((entry) => entry.id);
    expect(ids).toHaveLength(AGENT_TABS.length + SETTINGS_SUB_TABS.length + VOICE_SUB_TABS.length + 1);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(0, 4)).toEqual(["home", "overview", "voice", "voice?tab=voiceLibrary"]);
    expect(ids[ids.indexOf("settings") + 6]).toBe("settings?tab=handoff");
    expect(ids[ids.indexOf("channels") + 1]).toBe("channels/voice");
  });

  it("links each entry", () => {
    for (const entry of entries) expect(entry.href.startsWith(`/app/eu/agents/${agentId}/`)).toBe(true);
    expect(entries.find((entry) => entry.id === "channels/voice")?.href).toBe(
      `/app/eu/agents/${agentId}/channels/voice`,
    );
    expect(entries.find((entry) => entry.id === "voice?tab=testCall")).toMatchObject({
      label: "Test Call",
      parentLabel: "Voice",
      href: `/app/eu/agents/${agentId}/voice?tab=testCall`,
    });
  });

  it("gives the keywords the spec mentions", () => {
    const keywordsOf = (id: string) => entries.find((entry) => entry.id === id)?.keywords ?? [];
    expect(keywordsOf("convos")).toContain("chats");
    expect(keywordsOf("kb")).toContain("knowledge");
    expect(keywordsOf("settings?tab=handoff")).toContain("handoff");
    expect(keywordsOf("voice?tab=phoneNumbers")).toContain("phone");
  });

  it("leaves out hidden tabs", () => {
    const owner = buildAgentSearchEntries({
      region: "eu",
      agentId,
      tabs: visibleTabs({ role: "owner", enableNodes: false }),
    });
    const ids = owner.map((entry) => entry.id);
    expect(ids).not.toContain("home");
    expect(ids).not.toContain("billing");
    expect(ids).not.toContain("prompt");
    expect(ids).toContain("tools");
  });
});
