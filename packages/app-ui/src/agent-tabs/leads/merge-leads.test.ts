import type { TLeadRow } from "@parlo/validators";
import { describe, expect, it } from "vitest";
import { appendLeads, mergeLeadPage, sameLeads } from "./merge-leads";

const row = (id: string, day: number): TLeadRow => ({
  id,
  createdAt: new Date(Date.UTC(2026, 0, day)).toISOString(),
  name: id,
  email: null,
  phone: null,
  fields: {},
  pageUrl: null,
  conversationId: null,
  channel: null,
});

describe("merging lead pages", () => {
  it("puts new leads on top and keeps older loaded rows", () => {
    const loaded = [row("c", 3), row("b", 2), row("a", 1)];
    const fresh = [row("d", 4), row("c", 3)];
    expect(mergeLeadPage(loaded, fresh, false).map((r) => r.id)).toEqual(["d", "c", "b", "a"]);
  });

  it("drops rows deleted from the first page, and replaces all when the page is complete", () => {
    const loaded = [row("c", 3), row("b", 2), row("a", 1)];
    expect(mergeLeadPage(loaded, [row("c", 3), row("a", 1)], false).map((r) => r.id)).toEqual(["c", "a"]);
    expect(mergeLeadPage(loaded, [row("c", 3)], true).map((r) => r.id)).toEqual(["c"]);
    expect(mergeLeadPage(loaded, [], true)).toEqual([]);
  });

  it("appends without duplicates and compares by ids", () => {
    const list = appendLeads([row("b", 2)], [row("b", 2), row("a", 1)]);
    expect(list.map((r) => r.id)).toEqual(["b", "a"]);
    expect(sameLeads(list, [row("b", 2), row("a", 1)])).toBe(true);
    expect(sameLeads(list, [row("b", 2)])).toBe(false);
  });
});
