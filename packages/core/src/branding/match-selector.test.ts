import { describe, expect, it } from "vitest";
import { matchSelector } from "./match-selector";
import { parseSelectorList } from "./parse-selector";
import { readPageBrand } from "./read-page-brand";

const { tree } = readPageBrand(
  `<html class="dark"><body>
    <header class="site-header"><nav><a class="nav-link active" href="/">Home</a><a class="nav-link" href="/a">A</a></nav></header>
    <main><section id="hero" class="hero bg-brand-600"><h1>Hi</h1><a class="btn btn-primary" data-size="lg">Go</a></section>
    <p class="md:flex">x</p><input type="submit"></main>
  </body></html>`,
  "https://site.test/",
);

const tags = (selector: string) =>
  parseSelectorList(selector).map((complex) => matchSelector(tree, complex)?.map((i) => tree.elements[i]?.tag) ?? null);

describe("parseSelectorList", () => {
  it("leaves out selection, placeholder, scrollbar and focus selectors and lowers hover and before/after", () => {
    const list = parseSelectorList(
      "::selection, input::placeholder, ::-webkit-scrollbar-thumb, a:focus-visible, .btn:focus, .btn:hover, .btn::before, .btn",
    );
    expect(list.map((selector) => selector.factor)).toEqual([0.3, 0.3, 1]);
  });

  it("decodes escaped class names (Tailwind) and marks the dark variant", () => {
    const [escaped] = parseSelectorList(".md\\:flex");
    expect(escaped?.compounds[0]?.classes).toEqual(["md:flex"]);
    const [dark] = parseSelectorList(".dark\\:bg-slate-900:where(.dark, .dark *)");
    expect(dark?.factor).toBeLessThan(1);
  });
});

describe("matchSelector", () => {
  it("matches tags, classes, ids, attributes and combinators against the page", () => {
    expect(tags("a")).toEqual([["a", "a", "a"]]);
    expect(tags(".site-header .nav-link.active, header > nav > a")).toEqual([["a"], ["a", "a"]]);
    expect(tags("#hero .btn-primary[data-size=lg]")).toEqual([["a"]]);
    expect(tags(".md\\:flex, input[type='submit'], h1 + a, h1 ~ a")).toEqual([["p"], ["input"], ["a"], ["a"]]);
    expect(tags(":root, html.dark body")).toEqual([["html"], ["body"]]);
  });

  it("matches nothing for selectors the page does not use, and null for universal ones", () => {
    expect(tags(".btn-success, footer a, nav > .btn, .hero > a > h1")).toEqual([[], [], [], []]);
    expect(tags("*, [dir]")).toEqual([null, null]);
  });
});
