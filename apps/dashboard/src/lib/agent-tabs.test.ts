import { SETTINGS_SUB_TABS } from "@parlo/validators";
import { describe, expect, it } from "vitest";
import {
  AGENT_TABS,
  VOICE_SUB_TABS,
  agentTabHref,
  hasSubTabs,
  isAgentTabKey,
  isSameAgentPage,
  isTabVisible,
  resolveSubTab,
  toQueryString,
  visibleTabs,
  withDebuggerParam,
} from "./agent-tabs";

const keys = (tabs: readonly { key: string }[]) => tabs.map((tab) => tab.key);

describe("agent tabs", () => {
  it("lists the tabs in order with their labels", () => {
    expect(AGENT_TABS.map((tab) => `${tab.key}:${tab.label}`)).toEqual([
      "home:Home",
      "overview:Widget",
      "voice:Voice",
      "nodes:Prompt",
      "prompt:Canvas",
      "kb:Knowledge Base",
      "convos:Chats",
      "analytics:Analytics",
      "leads:Leads",
      "channels:Channels",
      "tools:Tools",
      "settings:Settings",
      "billing:Billing",
      "metrics:Metrics",
      "campaigns:Campaigns",
    ]);
  });

  it("lists the settings and voice sub-tabs", () => {
    expect(keys(SETTINGS_SUB_TABS)).toEqual([
      "core",
      "ui",
      "language",
      "security",
      "notifications",
      "handoff",
      "technical",
      "analytics",
      "advanced",
      "integrations",
    ]);
    expect(SETTINGS_SUB_TABS.find((tab) => tab.key === "handoff")?.label).toBe("Human Handoff");
    expect(keys(VOICE_SUB_TABS)).toEqual([
      "voiceLibrary",
      "speechGen",
      "transcriber",
      "phoneNumbers",
      "testCall",
      "advanced",
    ]);
    expect(VOICE_SUB_TABS.map((tab) => tab.label)).toEqual([
      "Voice Library",
      "Speech Generation",
      "Transcriber",
      "Phone Numbers",
      "Test Call",
      "Advanced",
    ]);
  });
});

describe("visibleTabs", () => {
  it("shows an owner everything but Home, Canvas and Billing when nodes are off", () => {
    expect(keys(visibleTabs({ role: "owner", enableNodes: false }))).toEqual([
      "overview",
      "voice",
      "nodes",
      "kb",
      "convos",
      "analytics",
      "leads",
      "channels",
      "tools",
      "settings",
      "metrics",
      "campaigns",
    ]);
  });

  it("swaps Tools for Canvas for an owner when nodes are on", () => {
    const tabs = keys(visibleTabs({ role: "owner", enableNodes: true }));
    expect(tabs).toContain("prompt");
    expect(tabs).not.toContain("tools");
    expect(tabs).not.toContain("home");
    expect(tabs.indexOf("prompt")).toBe(tabs.indexOf("nodes") + 1);
  });

  it("shows members Home but never Tools", () => {
    const off = keys(visibleTabs({ role: "member", enableNodes: false }));
    expect(off[0]).toBe("home");
    expect(off).not.toContain("tools");
    expect(off).not.toContain("prompt");
    const on = keys(visibleTabs({ role: "member", enableNodes: true }));
    expect(on).toContain("prompt");
    expect(on).not.toContain("tools");
  });

  it("shows Billing only to agencies", () => {
    for (const role of ["owner", "member"] as const) {
      for (const enableNodes of [false, true]) {
        expect(isTabVisible("billing", { role, enableNodes })).toBe(false);
        expect(isTabVisible("billing", { role, enableNodes, isAgency: true })).toBe(true);
      }
    }
  });

  it("always shows the default tab and the tabs without rules", () => {
    for (const role of ["owner", "member"] as const) {
      for (const enableNodes of [false, true]) {
        const tabs = keys(visibleTabs({ role, enableNodes }));
        for (const key of ["overview", "voice", "nodes", "kb", "convos", "settings", "metrics", "campaigns"]) {
          expect(tabs).toContain(key);
        }
      }
    }
  });
});

describe("tab helpers", () => {
  it("recognises tab keys", () => {
    expect(isAgentTabKey("convos")).toBe(true);
    expect(isAgentTabKey("chats")).toBe(false);
    expect(isAgentTabKey("")).toBe(false);
    expect(hasSubTabs("settings")).toBe(true);
    expect(hasSubTabs("voice")).toBe(true);
    expect(hasSubTabs("kb")).toBe(false);
  });

  it("resolves sub-tabs, falling back to the default", () => {
    expect(resolveSubTab("settings", "handoff").key).toBe("handoff");
    expect(resolveSubTab("settings", undefined).key).toBe("core");
    expect(resolveSubTab("settings", "nope").key).toBe("core");
    expect(resolveSubTab("settings", "phoneNumbers").key).toBe("core");
    expect(resolveSubTab("settings", ["ui", "core"]).key).toBe("ui");
    expect(resolveSubTab("voice", null).key).toBe("voiceLibrary");
    expect(resolveSubTab("voice", "phoneNumbers").label).toBe("Phone Numbers");
    expect(resolveSubTab("voice", "PHONENUMBERS").key).toBe("voiceLibrary");
  });

  it("builds tab links", () => {
    expect(agentTabHref({ region: "eu", agentId: "A1b2C3d4E5f6G7h8", tab: "convos" })).toBe(
      "/app/eu/agents/A1b2C3d4E5f6G7h8/convos",
    );
    expect(agentTabHref({ region: "na", agentId: "A1b2C3d4E5f6G7h8", tab: "voice", subTab: "phoneNumbers" })).toBe(
      "/app/na/agents/A1b2C3d4E5f6G7h8/voice?tab=phoneNumbers",
    );
  });

  it("turns page searchParams into a query string", () => {
    expect(toQueryString({})).toBe("");
    expect(toQueryString({ tab: "handoff" })).toBe("?tab=handoff");
    expect(toQueryString({ tab: "handoff", showDebugger: "true", empty: undefined })).toBe(
      "?tab=handoff&showDebugger=true",
    );
    expect(toQueryString({ a: ["1", "2"], q: "a b&c" })).toBe("?a=1&a=2&q=a+b%26c");
  });

  it("keeps the debugger open across links", () => {
    expect(withDebuggerParam("/app/eu/agents/x/kb", false)).toBe("/app/eu/agents/x/kb");
    expect(withDebuggerParam("/app/eu/agents/x/kb", true)).toBe("/app/eu/agents/x/kb?showDebugger=true");
    expect(withDebuggerParam("/app/eu/agents/x/settings?tab=ui", true)).toBe(
      "/app/eu/agents/x/settings?tab=ui&showDebugger=true",
    );
    expect(withDebuggerParam("/a?showDebugger=true", true)).toBe("/a?showDebugger=true");
  });

  it("compares an agent page by path and sub-tab", () => {
    const path = "/app/eu/agents/x/settings";
    expect(isSameAgentPage(`${path}?tab=handoff`, path, new URLSearchParams("tab=handoff"))).toBe(true);
    expect(isSameAgentPage(`${path}?tab=handoff`, path, new URLSearchParams("tab=handoff&showDebugger=true"))).toBe(
      true,
    );
    expect(isSameAgentPage(`${path}?tab=handoff`, path, new URLSearchParams("tab=ui"))).toBe(false);
    expect(isSameAgentPage(`${path}?tab=handoff`, path, new URLSearchParams())).toBe(false);
    expect(isSameAgentPage(path, path, new URLSearchParams())).toBe(true);
    expect(isSameAgentPage("/app/eu/agents/x/kb", path, new URLSearchParams())).toBe(false);
  });
});
