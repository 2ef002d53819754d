import { splitTopLevel } from "./parse-css-rules";

/** One compound selector (`a.btn.btn-primary[href]:hover`): what an element must be to match. */
export interface CompoundSelector {
  /** lowercase tag name, "" for any */
  tag: string;
  id: string;
  classes: string[];
  /** [name] or [name=value] (value null when only presence or a partial match is asked) */
  attributes: { name: string; value: string | null }[];
  /** :root */
  root: boolean;
}

/** A complex selector: compounds from the outermost to the subject, and the combinators between. */
export interface ComplexSelector {
  compounds: CompoundSelector[];
  /** combinators[i] joins compounds[i] and compounds[i + 1]: " ", ">", "+" or "~" */
  combinators: string[];
  /** how much a match counts: 1 for the plain state, less for hover, before/after, disabled... */
  factor: number;
}

/** Pseudo-elements and states that never paint the page's brand: text selection, placeholders, scrollbars, focus rings. */
const IGNORED_PSEUDO =
  /^::?(-(webkit|moz|ms)-[\w-]+|selection|placeholder|marker|backdrop|cue|spelling-error|grammar-error|target-text|focus|focus-visible|focus-within|autofill|invalid|user-invalid|visited)$/i;
/** States and decorations that paint briefly or little. */
const MINOR_PSEUDO: Record<string, number> = {
  hover: 0.3,
  active: 0.2,
  before: 0.3,
  after: 0.3,
  "first-letter": 0.3,
  "first-line": 0.3,
  disabled: 0.1,
  checked: 0.3,
  "placeholder-shown": 0.2,
  "read-only": 0.5,
  target: 0.2,
  indeterminate: 0.1,
  "file-selector-button": 0.2,
};

/** A rule for the dark variant of a light site counts this much. */
export const DARK_VARIANT = 0.3;

/** A letter, digit, "_", "-" or any non-ASCII character: part of a CSS identifier. */
function isNameChar(code: number): boolean {
  return (
    (code >= 97 && code <= 122) ||
    (code >= 65 && code <= 90) ||
    (code >= 48 && code <= 57) ||
    code === 45 ||
    code === 95 ||
    code > 127
  );
}

const isSpace = (char: string) => char === " " || char === "\n" || char === "\t" || char === "\r" || char === "\f";

/** An identifier at `from` (CSS escapes like `\:` and `\31 ` decoded) and where it ends. */
function readIdentifier(text: string, from: number): { name: string; end: number } {
  let name = "";
  let i = from;
  while (i < text.length) {
    const char = text[i] ?? "";
    if (char === "\\") {
      const hex = /^[0-9a-f]{1,6}\s?/i.exec(text.slice(i + 1, i + 8));
      if (hex) {
        name += String.fromCodePoint(Number.parseInt(hex[0], 16));
        i += 1 + hex[0].length;
      } else {
        name += text[i + 1] ?? "";
        i += 2;
      }
    } else if (isNameChar(char.charCodeAt(0))) {
      name += char;
      i++;
    } else break;
  }
  return { name, end: i };
}

/** The index just past the ")" or "]" closing the bracket at `open`. */
function closing(text: string, open: number): number {
  const pairs: Record<string, string> = { "(": ")", "[": "]" };
  const stack: string[] = [];
  for (let i = open; i < text.length; i++) {
    const char = text[i] ?? "";
    if (char === "\\") i++;
    else if (pairs[char]) stack.push(pairs[char]);
    else if (char === stack.at(-1)) {
      stack.pop();
      if (stack.length === 0) return i + 1;
    }
  }
  return text.length;
}

const emptyCompound = (): CompoundSelector => ({ tag: "", id: "", classes: [], attributes: [], root: false });

/** One complex selector, or null when it only styles what the brand is not (selection, scrollbars, focus...). */
function parseComplex(text: string): ComplexSelector | null {
  const selector: ComplexSelector = { compounds: [emptyCompound()], combinators: [], factor: 1 };
  let compound = selector.compounds[0] ?? emptyCompound();
  let pendingCombinator = "";
  let i = 0;
  const startCompound = () => {
    if (!pendingCombinator) return;
    compound = emptyCompound();
    selector.compounds.push(compound);
    selector.combinators.push(pendingCombinator);
    pendingCombinator = "";
  };
  while (i < text.length) {
    const char = text[i] ?? "";
    if (isSpace(char) || char === ">" || char === "+" || char === "~") {
      if (!isSpace(char)) pendingCombinator = char;
      else if (!pendingCombinator) pendingCombinator = " ";
      i++;
      continue;
    }
    // a combinator only counts between two compounds
    if (pendingCombinator && selector.compounds.length === 1 && isEmpty(compound)) pendingCombinator = "";
    startCompound();
    if (char === "." || char === "#") {
      const { name, end } = readIdentifier(text, i + 1);
      if (char === ".") compound.classes.push(name);
      else compound.id = name;
      i = end;
    } else if (char === "[") {
      const end = closing(text, i);
      const match = /^\[\s*([\w-]+)\s*(?:(=)\s*["']?([^"'\]]*)["']?\s*(?:[is]\s*)?|[~|^$*]=[^\]]*)?\]$/i.exec(
        text.slice(i, end),
      );
      if (match?.[1])
        compound.attributes.push({ name: match[1].toLowerCase(), value: match[2] ? (match[3] ?? "") : null });
      i = end;
    } else if (char === ":") {
      const doubled = text[i + 1] === ":";
      const { name, end } = readIdentifier(text, i + (doubled ? 2 : 1));
      const pseudo = `${doubled ? "::" : ":"}${name}`;
      if (IGNORED_PSEUDO.test(pseudo)) return null;
      const lower = name.toLowerCase();
      if (lower === "root") compound.root = true;
      selector.factor *= MINOR_PSEUDO[lower] ?? 1;
      // Tailwind's dark variant (`:where(.dark, .dark *)`): the colours of the dark theme
      if (text[end] === "(" && /\.dark\b|data-theme=["']?dark/i.test(text.slice(end, closing(text, end)))) {
        selector.factor *= DARK_VARIANT;
      }
      // :not(), :is(), :where(), :nth-child()...: their arguments are not checked
      i = text[end] === "(" ? closing(text, end) : end;
    } else if (char === "*" || char === "&") {
      i++;
    } else if (isNameChar(char.charCodeAt(0)) || char === "\\") {
      const { name, end } = readIdentifier(text, i);
      compound.tag = name.toLowerCase();
      i = end;
    } else {
      i++;
    }
  }
  return selector;
}

function isEmpty(compound: CompoundSelector): boolean {
  return (
    !compound.tag && !compound.id && !compound.root && compound.classes.length === 0 && compound.attributes.length === 0
  );
}

/** A selector list, each complex selector parsed; those that style selection, placeholders, scrollbars or focus left out. */
export function parseSelectorList(selectorText: string): ComplexSelector[] {
  return splitTopLevel(selectorText, ",")
    .map((part) => parseComplex(part.trim()))
    .filter((selector): selector is ComplexSelector => selector !== null);
}

/** The subject (rightmost compound) of a complex selector. */
export const subjectOf = (selector: ComplexSelector): CompoundSelector => selector.compounds.at(-1) ?? emptyCompound();
