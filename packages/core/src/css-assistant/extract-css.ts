/**
 * The CSS of an assistant reply (spec section 5): the first patterns that match, in order —
 * ```css fences (any case), plain ``` fences, other fences that hold CSS rules — and, without
 * fences, the CSS-like rules `selector { property: value; }` of the text. Null when none.
 */

const FENCE = /```[ \t]*([A-Za-z0-9_-]*)[^\n]*\n([\s\S]*?)```/g;

/** `selector { prop: value; }`: a selector on one line (no sentence punctuation), then a block with a declaration. */
const RULE = /^[ \t]*([.#:@*[a-zA-Z][^{}\n;!?]*?)\s*\{([^{}]*(?:\{[^{}]*\}[^{}]*)*)\}/gm;
const DECLARATION = /[a-zA-Z-]+\s*:\s*[^;{}]+;?|\{/;

function fences(reply: string): Array<{ lang: string; body: string }> {
  return [...reply.matchAll(FENCE)].map((match) => ({
    lang: (match[1] ?? "").toLowerCase(),
    body: (match[2] ?? "").trim(),
  }));
}

function cssRules(text: string): string[] {
  return [...text.matchAll(RULE)].filter((match) => DECLARATION.test(match[2] ?? "")).map((match) => match[0].trim());
}

const joined = (parts: string[]): string | null => {
  const css = parts.filter((part) => part.length > 0).join("\n\n");
  return css.length > 0 ? css : null;
};

export function extractCss(reply: string): string | null {
  const blocks = fences(reply);
  const css = joined(blocks.filter((block) => block.lang === "css").map((block) => block.body));
  if (css) return css;
  const plain = joined(
    blocks.filter((block) => block.lang === "" && cssRules(block.body).length > 0).map((b) => b.body),
  );
  if (plain) return plain;
  const other = joined(blocks.filter((block) => ["scss", "less"].includes(block.lang)).map((block) => block.body));
  if (other) return other;
  return joined(cssRules(reply.replace(FENCE, "")));
}
