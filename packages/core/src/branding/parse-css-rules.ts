/** One declaration of a style rule: the property (custom properties keep their case) and its value. */
export interface CssDeclaration {
  property: string;
  value: string;
}

/** A style rule: its selector list as written, its declarations, and where it applies. */
export interface CssRule {
  selector: string;
  declarations: CssDeclaration[];
  /** inside @media (prefers-color-scheme: dark): the colours of the dark variant */
  dark: boolean;
}

/** At-rules whose blocks hold style rules that apply to the page (print-only media aside). */
const GROUPING = /^@(media|supports|layer|container|scope|document|-moz-document|starting-style)\b/i;

/** Comments removed; an unterminated one (a truncated file) runs to the end. */
const withoutComments = (css: string) => css.replace(/\/\*[\s\S]*?(\*\/|$)/g, " ");

/**
 * The index just past the block closed by the "}" matching the "{" at `open`, skipping strings;
 * -1 when the text ends first (a truncated stylesheet).
 */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  let quote = "";
  for (let i = open; i < css.length; i++) {
    const char = css[i];
    if (quote) {
      if (char === "\\") i++;
      else if (char === quote) quote = "";
    } else if (char === '"' || char === "'") quote = char;
    else if (char === "{") depth++;
    else if (char === "}" && --depth === 0) return i + 1;
  }
  return -1;
}

/** The index of the next "{", ";" or "}" outside strings and parentheses, or -1. */
function nextDelimiter(css: string, from: number): number {
  let parens = 0;
  let quote = "";
  for (let i = from; i < css.length; i++) {
    const char = css[i];
    if (quote) {
      if (char === "\\") i++;
      else if (char === quote) quote = "";
    } else if (char === '"' || char === "'") quote = char;
    else if (char === "(") parens++;
    else if (char === ")") parens = Math.max(0, parens - 1);
    else if (parens === 0 && (char === "{" || char === ";" || char === "}")) return i;
  }
  return -1;
}

/** Splits on `separator` outside strings and parentheses. */
export function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let parens = 0;
  let quote = "";
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quote) {
      if (char === "\\") i++;
      else if (char === quote) quote = "";
    } else if (char === '"' || char === "'") quote = char;
    else if (char === "(" || char === "[") parens++;
    else if (char === ")" || char === "]") parens = Math.max(0, parens - 1);
    else if (parens === 0 && char === separator) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** The declarations of a rule body (or a style attribute); nested rules inside it are left out. */
export function parseDeclarations(body: string): CssDeclaration[] {
  const declarations: CssDeclaration[] = [];
  // nested rules (CSS nesting: `&:hover { ... }`), innermost first
  let flat = body;
  for (let previous = ""; flat.includes("{") && previous !== flat;) {
    previous = flat;
    flat = flat.replace(/[^{};]*\{[^{}]*\}/g, ";");
  }
  for (const part of splitTopLevel(flat, ";")) {
    const colon = part.indexOf(":");
    if (colon <= 0) continue;
    const name = part.slice(0, colon).trim();
    if (!/^(--[\w-]+|-?[a-z][a-z-]*)$/i.test(name)) continue;
    const value = part
      .slice(colon + 1)
      .replace(/!\s*important\s*$/i, "")
      .trim();
    if (value) declarations.push({ property: name.startsWith("--") ? name : name.toLowerCase(), value });
  }
  return declarations;
}

const isDarkMedia = (prelude: string) => /prefers-color-scheme\s*:\s*dark/i.test(prelude);
const isPrintOnly = (prelude: string) => /^@media\s+(only\s+)?print\b/i.test(prelude);

function parseBlock(css: string, dark: boolean, rules: CssRule[]): void {
  let at = 0;
  while (at < css.length) {
    const delimiter = nextDelimiter(css, at);
    if (delimiter < 0) return;
    const prelude = css.slice(at, delimiter).trim();
    if (css[delimiter] !== "{") {
      at = delimiter + 1;
      continue;
    }
    const end = blockEnd(css, delimiter);
    // a rule cut off at the end of a truncated stylesheet is left out
    if (end < 0) return;
    const body = css.slice(delimiter + 1, end - 1);
    if (prelude.startsWith("@")) {
      if (GROUPING.test(prelude) && !isPrintOnly(prelude)) parseBlock(body, dark || isDarkMedia(prelude), rules);
    } else if (prelude) {
      rules.push({ selector: prelude, declarations: parseDeclarations(body), dark });
    }
    at = end;
  }
}

/**
 * The style rules of a stylesheet, in order, with the rules inside @media, @supports and @layer
 * blocks (print-only media left out; dark colour-scheme media marked); @keyframes, @font-face and
 * other at-rules are skipped, and a rule cut off by the end of the text is ignored.
 */
export function parseCssRules(css: string): CssRule[] {
  const rules: CssRule[] = [];
  parseBlock(withoutComments(css), false, rules);
  return rules;
}
