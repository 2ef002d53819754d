import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./render-markdown";

describe("renderMarkdown", () => {
  it("renders Markdown", () => {
    const html = renderMarkdown("**Bold** and [our site](https://example.com)\n\n- one\n- two");
    expect(html).toContain("<strong>Bold</strong>");
    expect(html).toContain(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer nofollow">our site</a>',
    );
    expect(html).toContain("<li>one</li>");
  });

  it("shows raw HTML as text, never as markup", () => {
    const html = renderMarkdown('<script>alert(1)</script><img src=x onerror="alert(1)"><style>body{}</style>');
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<style");
    expect(html).toContain("&lt;script&gt;");
  });

  it("refuses script and data links", () => {
    for (const link of [
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "vbscript:msgbox(1)",
      "data:text/html,<script>alert(1)</script>",
      "java\tscript:alert(1)",
    ]) {
      const html = renderMarkdown(`[click](${link})`);
      expect(html, link).not.toMatch(/href="(?:java|vbscript|data)/i);
    }
    expect(renderMarkdown("![x](javascript:alert(1))")).not.toContain("<img");
  });
});
