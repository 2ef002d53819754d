import { describe, expect, it } from "vitest";
import { htmlToText } from "./html-to-text";

const page = `<!doctype html>
<html><head><title>  Pricing &amp; Plans </title><meta property="og:title" content="OG title">
<style>body { color: red }</style><script>var secret = "do not index";</script></head>
<body>
  <nav><a href="/home">Home</a> <a href="/about#team">About</a></nav>
  <header><h1>Our <em>pricing</em></h1></header>
  <main>
    <p>We have   three
       plans.<br>Cancel any time.</p>
    <h2>Plans</h2>
    <ul><li>Basic: <b>free</b></li><li>Pro</li></ul>
    <ol start="3"><li>third</li><li>fourth</li></ol>
    <table><tr><th>Plan</th><th>Price</th></tr><tr><td>Pro</td><td>$10</td></tr></table>
    <div hidden>hidden text</div>
    <form><label>Email</label><input name="q"><button>Send</button></form>
    <a href="https://other.example/page?x=1#frag">Other</a>
    <a href="mailto:hi@example.com">Mail</a>
    <a href="/about">About again</a>
  </main>
  <aside>Related posts</aside>
  <footer>© 2026 Footer text</footer>
</body></html>`;

describe("htmlToText", () => {
  const result = htmlToText(page, "https://site.example/pricing/index.html");

  it("takes the title from <title>, then og:title, then the first h1", () => {
    expect(result.title).toBe("Pricing & Plans");
    expect(htmlToText('<meta property="og:title" content="From OG"><h1>Head</h1>').title).toBe("From OG");
    expect(htmlToText("<h1>Only <i>heading</i></h1>").title).toBe("Only heading");
  });

  it("keeps headings as their own paragraphs, lists and tables as lines", () => {
    expect(result.text).toBe(
      [
        "# Our pricing",
        "We have three plans.\nCancel any time.",
        "## Plans",
        "- Basic: free\n- Pro",
        "3. third\n4. fourth",
        "Plan | Price\nPro | $10",
        "Other Mail About again",
      ].join("\n\n"),
    );
  });

  it("leaves out scripts, styles, navigation, footers, sidebars, forms and hidden elements", () => {
    for (const unwanted of ["secret", "color", "Home", "Footer", "Related", "Email", "Send", "hidden text"]) {
      expect(result.text).not.toContain(unwanted);
    }
  });

  it("resolves links absolute, drops fragments and non-http links, and lists each once", () => {
    expect(result.links).toEqual([
      "https://site.example/home",
      "https://site.example/about",
      "https://other.example/page?x=1",
    ]);
  });

  it("respects <base href> and keeps only absolute links without a page URL", () => {
    expect(
      htmlToText('<base href="https://cdn.example/docs/"><a href="a.html">a</a>', "https://x.example/").links,
    ).toEqual(["https://cdn.example/docs/a.html"]);
    expect(htmlToText('<a href="/rel">r</a><a href="http://abs.example/">a</a>').links).toEqual([
      "http://abs.example/",
    ]);
  });

  it("keeps line breaks of preformatted text", () => {
    expect(htmlToText("<pre>line one\n  line two</pre><p>after</p>").text).toBe("line one\nline two\n\nafter");
  });
});
