import { describe, expect, it } from "vitest";
import { sanitizeCustomCss } from "./sanitize-custom-css";

describe("sanitizeCustomCss", () => {
  it("keeps ordinary rules as the owner wrote them", () => {
    const css = ".card { color: #123456; border-radius: 12px }\n@media (max-width: 600px) { h1 { font-size: 20px } }";
    expect(sanitizeCustomCss(css)).toBe(css);
  });

  it("rewrites the whole text when something had to go", () => {
    const css = sanitizeCustomCss(".card { color: #123456 }\n.x { behavior: url(x.htc) }");
    expect(css).toBe(".card{color:#123456}.x{}");
  });

  it("can never close its style element", () => {
    for (const attack of [
      'a { content: "</style><script>alert(1)</script>" }',
      "</style><script>alert(1)</script>",
      "a { color: red } </STYLE><img src=x onerror=alert(1)>",
      "a { background: url(</style>) }",
    ]) {
      const css = sanitizeCustomCss(attack);
      expect(css.toLowerCase()).not.toContain("</style");
      expect(css).not.toContain("<");
    }
  });

  it("drops javascript: and other script-running values", () => {
    const css = sanitizeCustomCss(
      [
        "a { background: url(javascript:alert(1)) }",
        "b { background-image: url('  JavaScript:alert(1)') }",
        "c { width: expression(alert(1)) }",
        "d { behavior: url(x.htc); -moz-binding: url(x.xml#xss) }",
        "e { background: url(data:text/html,<script>alert(1)</script>) }",
        "f { background: url(https://cdn.example.com/bg.png) }",
        "g { background: url(data:image/png;base64,AAAA) }",
      ].join("\n"),
    );
    expect(css.toLowerCase()).not.toContain("javascript");
    expect(css).not.toContain("expression");
    expect(css).not.toContain("behavior");
    expect(css).not.toContain("-moz-binding");
    expect(css).not.toContain("text/html");
    expect(css).toContain("url(https://cdn.example.com/bg.png)");
    expect(css).toContain("url(data:image/png;base64,AAAA)");
  });

  it("keeps custom properties with functions, drops their script", () => {
    const css = sanitizeCustomCss(":root { --brand: hsl(220 90% 50%); --bg: url(javascript:alert(1)) }");
    expect(css).toContain("--brand:hsl(220 90% 50%)");
    expect(css.toLowerCase()).not.toContain("javascript");
  });

  it("answers empty text for empty input", () => {
    expect(sanitizeCustomCss("   ")).toBe("");
  });
});
