import { describe, expect, it } from "vitest";
import { parseCssRules, parseDeclarations } from "./parse-css-rules";

describe("parseCssRules", () => {
  it("reads rules inside @media, @supports and @layer; skips keyframes, font-face and print", () => {
    const rules = parseCssRules(`
      /* a comment { with: braces } */
      @charset "utf-8";
      @import url("x.css");
      body { background: #fff; color: #111 }
      @media (min-width: 640px) { @supports (display: grid) { .hero { background: #0f766e } } }
      @layer utilities { .btn { background: var(--brand) } }
      @keyframes pulse { from { color: #f00 } to { color: #0f0 } }
      @font-face { font-family: X; src: url("x.woff2") }
      @media print { body { color: #000 } }
      @media (prefers-color-scheme: dark) { body { background: #0b0f19 } }
    `);
    expect(rules.map((rule) => [rule.selector, rule.dark])).toEqual([
      ["body", false],
      [".hero", false],
      [".btn", false],
      ["body", true],
    ]);
    expect(rules[0]?.declarations).toEqual([
      { property: "background", value: "#fff" },
      { property: "color", value: "#111" },
    ]);
  });

  it("ignores a rule cut off by the end of a truncated stylesheet, and an unterminated comment", () => {
    expect(parseCssRules(".a { color: #b45309 } .b { color: #0f766e; background: #ff").map((r) => r.selector)).toEqual([
      ".a",
    ]);
    expect(parseCssRules(".a { color: #b45309 } /* cut off here .b { color: red }")).toHaveLength(1);
    expect(parseCssRules('.a { content: "}"; color: #b45309 }')[0]?.declarations).toHaveLength(2);
  });
});

describe("parseDeclarations", () => {
  it("keeps custom properties' case, drops !important and nested rules", () => {
    expect(
      parseDeclarations(
        "--Brand: #0f766e; COLOR: red !important; &:hover { @media (hover: hover) { color: blue } } fill: #fff",
      ),
    ).toEqual([
      { property: "--Brand", value: "#0f766e" },
      { property: "color", value: "red" },
      { property: "fill", value: "#fff" },
    ]);
    expect(parseDeclarations("background: url(data:image/png;base64,AAA=); color: #123456")).toEqual([
      { property: "background", value: "url(data:image/png;base64,AAA=)" },
      { property: "color", value: "#123456" },
    ]);
  });
});
