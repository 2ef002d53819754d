import { describe, expect, it } from "vitest";
import { extractCss } from "./extract-css";

describe("extractCss", () => {
  it("takes a ```css fence", () => {
    const reply = "Here you go:\n\n```css\n.parlo-header {\n  background: purple;\n}\n```\n\nEnjoy!";
    expect(extractCss(reply)).toBe(".parlo-header {\n  background: purple;\n}");
  });

  it("takes a ```CSS fence (any case) and joins several blocks", () => {
    const reply = "One:\n```CSS\n.a { color: red; }\n```\nTwo:\n```css\n.b { color: blue; }\n```";
    expect(extractCss(reply)).toBe(".a { color: red; }\n\n.b { color: blue; }");
  });

  it("prefers css fences over other fences", () => {
    const reply = '```html\n<div class="x"></div>\n```\n```css\n.x { margin: 0; }\n```';
    expect(extractCss(reply)).toBe(".x { margin: 0; }");
  });

  it("takes a plain ``` fence that holds CSS rules", () => {
    const reply = "Try this:\n```\n.parlo-send {\n  border-radius: 999px;\n}\n```";
    expect(extractCss(reply)).toBe(".parlo-send {\n  border-radius: 999px;\n}");
  });

  it("ignores a plain fence without CSS rules", () => {
    expect(extractCss("Run:\n```\nnpm install\n```")).toBeNull();
  });

  it("takes scss or less fences when nothing else matches", () => {
    expect(extractCss("```scss\n.a { color: red; }\n```")).toBe(".a { color: red; }");
  });

  it("falls back to CSS-like rules in the text", () => {
    const reply =
      "Add this rule: \n.parlo-bubble-user { background: #9333ea; color: white; }\nand this one:\n#chat .parlo-button:hover { box-shadow: 0 0 8px gold; }\nThat's it.";
    expect(extractCss(reply)).toBe(
      ".parlo-bubble-user { background: #9333ea; color: white; }\n\n#chat .parlo-button:hover { box-shadow: 0 0 8px gold; }",
    );
  });

  it("keeps an @media block with its nested rule in the fallback", () => {
    const reply = "@media (max-width: 600px) { .parlo-window { width: 100%; } }";
    expect(extractCss(reply)).toBe("@media (max-width: 600px) { .parlo-window { width: 100%; } }");
  });

  it("returns null for prose without CSS", () => {
    expect(extractCss("I can't help with that. Could you describe the colour you want?")).toBeNull();
    expect(extractCss("Use braces like {this} in templates.")).toBeNull();
    expect(extractCss("")).toBeNull();
  });

  it("returns null for an empty css fence", () => {
    expect(extractCss("```css\n```")).toBeNull();
  });
});
