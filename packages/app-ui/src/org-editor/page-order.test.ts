import { describe, expect, it } from "vitest";
import { moved, orderedPages, pageKeys, samePages, withPage } from "./page-order";

describe("client page order", () => {
  it("keeps known pages once, in the list's order", () => {
    expect(pageKeys(["leads", "tools", "home", "leads"])).toEqual(["leads", "home"]);
  });

  it("orders the given pages: the saved order first, the others in the panel's order", () => {
    expect(orderedPages(["home", "convos", "leads"], [])).toEqual(["home", "convos", "leads"]);
    expect(orderedPages(["home", "convos", "leads"], ["leads", "billing", "home"])).toEqual([
      "leads",
      "home",
      "convos",
    ]);
    expect(orderedPages(["leads", "home"], ["home"])).toEqual(["home", "leads"]);
    expect(orderedPages([], ["home"])).toEqual([]);
  });

  it("adds a page at the end and takes one away, the others kept in order", () => {
    expect(withPage(["leads", "home"], "kb", true)).toEqual(["leads", "home", "kb"]);
    expect(withPage(["leads", "home", "kb"], "home", false)).toEqual(["leads", "kb"]);
    expect(withPage(withPage(["leads", "home"], "kb", true), "kb", false)).toEqual(["leads", "home"]);
  });

  it("compares page lists as sets", () => {
    expect(samePages(["home", "leads"], ["leads", "home"])).toBe(true);
    expect(samePages(["home"], ["home", "leads"])).toBe(false);
  });

  it("moves an item up or down, not past either end", () => {
    expect(moved(["a", "b", "c"], 1, -1)).toEqual(["b", "a", "c"]);
    expect(moved(["a", "b", "c"], 1, 1)).toEqual(["a", "c", "b"]);
    expect(moved(["a", "b", "c"], 0, -1)).toEqual(["a", "b", "c"]);
    expect(moved(["a", "b", "c"], 2, 1)).toEqual(["a", "b", "c"]);
  });
});
