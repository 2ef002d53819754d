import { describe, expect, it } from "vitest";
import { customTabDocument } from "./custom-tab-document";

const scriptOf = (document: string) => {
  const match = /<script src="data:text\/javascript;charset=utf-8;base64,([^"]*)"><\/script>/.exec(document);
  return match ? new TextDecoder().decode(Uint8Array.from(atob(match[1] ?? ""), (c) => c.charCodeAt(0))) : null;
};

describe("customTabDocument", () => {
  it("wraps HTML in a document titled with the tab's label, the script after it", () => {
    const document = customTabDocument({ label: 'Q1 <"report">', htmlContent: "<h1>Hi</h1>", jsContent: "go()" });
    expect(document.startsWith("<!doctype html>")).toBe(true);
    expect(document).toContain("<title>Q1 &lt;&quot;report&quot;&gt;</title>");
    expect(document.indexOf("<h1>Hi</h1>")).toBeLessThan(document.indexOf("<script"));
    expect(scriptOf(document)).toBe("go()");
  });

  it("keeps the script whole whatever it holds, as a data: URL no text of it can end early", () => {
    const js = 'const s = "</script><img src=x onerror=alert(1)>"; // <!-- ünïcödé ✓';
    const document = customTabDocument({ label: "T", htmlContent: "", jsContent: js });
    expect(scriptOf(document)).toBe(js);
    expect(document).not.toContain("<img");
    expect(document.match(/<script/g)).toHaveLength(1);
  });

  it("adds no script when there is none", () => {
    expect(customTabDocument({ label: "T", htmlContent: "<p>x</p>", jsContent: "  \n" })).not.toContain("<script");
  });

  it("keeps HTML that is a whole document, the script before its last </body>", () => {
    const html = '<!DOCTYPE html><html><body><p>"</body>" in text</p></BODY></html>';
    const document = customTabDocument({ label: "T", htmlContent: html, jsContent: "x()" });
    expect(document.startsWith("<!DOCTYPE html><html><body>")).toBe(true);
    expect(document).toMatch(/<\/p><script src="data:[^"]+"><\/script>\n<\/BODY><\/html>$/);
    const bare = customTabDocument({ label: "T", htmlContent: "<html><p>x</p>", jsContent: "x()" });
    expect(bare).toMatch(/^<html><p>x<\/p>\n<script/);
  });
});
