import { describe, expect, it } from "vitest";
import { visibleTabs } from "../agent-tabs";
import {
  SEARCH_DEBOUNCE_MS,
  SEARCH_GOOD_SCORE,
  SEARCH_MAX_SUGGESTIONS,
  SEARCH_MIN_SCORE,
  SEARCH_NAVIGATION_DELAY_MS,
  SEARCH_ROUTE_CHANGE_SUPPRESSION_MS,
  SEARCH_STRONG_SCORE,
} from "./constants";
import { buildAgentSearchEntries } from "./entries";
import { isStrongMatch, matchBadge, scoreEntry, searchAgentPages, type SearchEntry } from "./search-agent-pages";

const agentId = "A1b2C3d4E5f6G7h8";
const ownerEntries = buildAgentSearchEntries({
  region: "eu",
  agentId,
  tabs: visibleTabs({ role: "owner", enableNodes: false }),
});
const ids = (query: string, entries: readonly SearchEntry[] = ownerEntries) =>
  searchAgentPages(query, entries).map((result) => result.entry.id);
const top = (query: string, entries: readonly SearchEntry[] = ownerEntries) => searchAgentPages(query, entries)[0];

describe("search constants", () => {
  it("follow the spec", () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
    expect(SEARCH_NAVIGATION_DELAY_MS).toBe(300);
    expect(SEARCH_ROUTE_CHANGE_SUPPRESSION_MS).toBe(1000);
    expect(SEARCH_MAX_SUGGESTIONS).toBe(5);
    expect([SEARCH_MIN_SCORE, SEARCH_GOOD_SCORE, SEARCH_STRONG_SCORE]).toEqual([0.3, 0.6, 0.8]);
  });
});

describe("searchAgentPages", () => {
  it("finds nothing for an empty or blank query", () => {
    expect(searchAgentPages("", ownerEntries)).toEqual([]);
    expect(searchAgentPages("   ", ownerEntries)).toEqual([]);
    expect(searchAgentPages("?!", ownerEntries)).toEqual([]);
  });

  it("finds nothing for gibberish", () => {
    expect(searchAgentPages("qwxz", ownerEntries)).toEqual([]);
  });

  it("matches labels exactly, whatever the case", () => {
    expect(top("Chats")).toMatchObject({ entry: { id: "convos", href: `/app/eu/agents/${agentId}/convos` }, score: 1 });
    expect(top("widget")?.entry.id).toBe("overview");
    expect(top("KNOWLEDGE BASE")?.entry.id).toBe("kb");
  });

  it("matches keywords strongly", () => {
    const cases: Record<string, string> = {
      chats: "convos",
      conversations: "convos",
      knowledge: "kb",
      kb: "kb",
      handoff: "settings?tab=handoff",
      phone: "voice?tab=phoneNumbers",
      tts: "voice?tab=speechGen",
      webhooks: "settings?tab=integrations",
    };
    for (const [query, id] of Object.entries(cases)) {
      const result = top(query);
      expect(result?.entry.id, query).toBe(id);
      expect(result && isStrongMatch(result.score), query).toBe(true);
    }
  });

  it("links sub-tabs with their ?tab= value", () => {
    expect(top("handoff")?.entry).toMatchObject({
      label: "Human Handoff",
      parentLabel: "Settings",
      href: `/app/eu/agents/${agentId}/settings?tab=handoff`,
    });
    expect(top("phone")?.entry.href).toBe(`/app/eu/agents/${agentId}/voice?tab=phoneNumbers`);
  });

  it("lists the tab itself above its sub-tabs", () => {
    const results = searchAgentPages("settings", ownerEntries);
    expect(results[0]?.entry.id).toBe("settings");
    expect(results[0]?.score).toBe(1);
    for (const result of results.slice(1)) {
      expect(result.entry.parentLabel).toBe("Settings");
      expect(result.score).toBeLessThanOrEqual(SEARCH_STRONG_SCORE);
    }
  });

  it("matches several words across parent, label and keywords", () => {
    expect(top("settings handoff")?.entry.id).toBe("settings?tab=handoff");
    expect(top("voice phone")?.entry.id).toBe("voice?tab=phoneNumbers");
    expect(top("voice advanced")?.entry.id).toBe("voice?tab=advanced");
    expect(top("settings advanced")?.entry.id).toBe("settings?tab=advanced");
    expect(top("human hand")?.entry.id).toBe("settings?tab=handoff");
    // every word has to match something
    expect(ids("settings zzzz")).not.toContain("settings?tab=handoff");
  });

  it("matches prefixes, word starts, subsequences and typos", () => {
    expect(top("analy")?.entry.id).toBe("analytics");
    expect(top("lang")?.entry.id).toBe("settings?tab=language");
    expect(top("libr")?.entry.id).toBe("voice?tab=voiceLibrary");
    expect(top("anltcs")?.entry.id).toBe("analytics");
    expect(top("hnadoff")?.entry.id).toBe("settings?tab=handoff");
    expect(top("setings")?.entry.id).toBe("settings");
  });

  it("returns at most 5 results above 0.3, best first, ties in tab order", () => {
    for (const query of ["a", "s", "se", "settings", "voice", "n", "e"]) {
      const results = searchAgentPages(query, ownerEntries);
      expect(results.length).toBeLessThanOrEqual(SEARCH_MAX_SUGGESTIONS);
      for (const [index, result] of results.entries()) {
        expect(result.score).toBeGreaterThan(SEARCH_MIN_SCORE);
        expect(result.score).toBeLessThanOrEqual(1);
        if (index > 0) expect(result.score).toBeLessThanOrEqual(results[index - 1]?.score ?? 1);
      }
    }
    // "Advanced" is a voice and a settings sub-tab: voice comes first in the tab bar
    expect(ids("advanced").slice(0, 2)).toEqual(["voice?tab=advanced", "settings?tab=advanced"]);
  });

  it("honours a custom limit", () => {
    expect(searchAgentPages("s", ownerEntries, 2)).toHaveLength(2);
  });

  it("does not let one or two letters open a page by themselves", () => {
    for (const query of ["s", "se", "a", "v", "ch"]) {
      const result = top(query);
      if (result) expect(isStrongMatch(result.score), query).toBe(false);
    }
  });

  it("only searches the tabs the viewer sees", () => {
    expect(ids("tools")).toContain("tools");
    expect(ids("canvas")).toEqual([]);
    const nodes = buildAgentSearchEntries({
      region: "eu",
      agentId,
      tabs: visibleTabs({ role: "owner", enableNodes: true }),
    });
    expect(ids("canvas", nodes)[0]).toBe("prompt");
    expect(ids("tools", nodes)).not.toContain("tools");
    const member = buildAgentSearchEntries({
      region: "na",
      agentId,
      tabs: visibleTabs({ role: "member", enableNodes: false }),
    });
    expect(top("home", member)?.entry.href).toBe(`/app/na/agents/${agentId}/home`);
    expect(ids("home")).not.toContain("home");
    expect(ids("billing", member)).toEqual([]);
  });

  it("works on any entry list", () => {
    const entries: SearchEntry[] = [
      { id: "a", label: "Alpha", href: "/a" },
      { id: "b", label: "Beta", href: "/b", keywords: ["second"] },
      { id: "c", label: "Gamma", href: "/c", parentLabel: "Greek" },
    ];
    expect(ids("sec", entries)).toEqual(["b"]);
    expect(ids("greek", entries)).toEqual(["c"]);
    expect(scoreEntry("alpha", entries[0] ?? { id: "", label: "", href: "" })).toBe(1);
    expect(ids("", entries)).toEqual([]);
  });
});

describe("matchBadge", () => {
  it("labels scores by the 0.8 and 0.6 thresholds (exclusive)", () => {
    expect(matchBadge(1)).toBe("Strong match");
    expect(matchBadge(0.81)).toBe("Strong match");
    expect(matchBadge(0.8)).toBe("Good match");
    expect(matchBadge(0.61)).toBe("Good match");
    expect(matchBadge(0.6)).toBe("Possible match");
    expect(matchBadge(0.31)).toBe("Possible match");
  });

  it("opens a page by itself only above 0.8", () => {
    expect(isStrongMatch(0.8)).toBe(false);
    expect(isStrongMatch(0.800001)).toBe(true);
  });
});
