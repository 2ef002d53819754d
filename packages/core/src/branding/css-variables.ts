import { selfAndAncestors, type PageTree } from "./page-tree";

/** Chains of custom properties deeper than this are not followed. */
const MAX_DEPTH = 8;

/**
 * The custom properties a page defines, by where they apply: on matched elements (inherited by
 * their descendants), on the root (`:root`, html, body, `*`), and anywhere (the first definition,
 * for rules that match nothing on the page). Light definitions win over dark-scheme ones.
 */
export class CssVariables {
  private readonly onElement = new Map<number, Map<string, string>>();
  private readonly onRoot = new Map<string, string>();
  private readonly anywhere = new Map<string, string>();

  constructor(private readonly tree: PageTree) {}

  /** A definition from a rule (later ones override earlier ones, as the cascade mostly does). */
  define(name: string, value: string, where: { elements: readonly number[]; root: boolean; dark: boolean }) {
    const set = (map: Map<string, string>) => {
      if (!where.dark || !map.has(name)) map.set(name, value);
    };
    for (const element of where.elements) {
      const vars = this.onElement.get(element) ?? new Map<string, string>();
      set(vars);
      this.onElement.set(element, vars);
    }
    if (where.root) set(this.onRoot);
    if (!this.anywhere.has(name) || (!where.dark && where.root)) set(this.anywhere);
  }

  private lookup(name: string, element: number | null): string | undefined {
    if (element !== null) {
      for (const at of selfAndAncestors(this.tree, element)) {
        const value = this.onElement.get(at.index)?.get(name);
        if (value !== undefined) return value;
      }
    }
    // on an element, an undefined property is undefined (its fallback applies), as in CSS
    return this.onRoot.get(name) ?? (element === null ? this.anywhere.get(name) : undefined);
  }

  /** The names defined on the root. */
  rootNames(): string[] {
    return [...this.onRoot.keys()];
  }

  /**
   * The value with every var(--name, fallback) replaced by what the name holds on `element` (or,
   * with no element, on the root), else by its fallback; nested and chained var()s too.
   */
  resolve(value: string, element: number | null, depth = 0): string {
    const start = value.indexOf("var(");
    if (start < 0 || depth > MAX_DEPTH) return value;
    let out = "";
    let at = 0;
    for (let open = start; open >= 0; open = value.indexOf("var(", at)) {
      const close = closingParen(value, open + 3);
      const inner = value.slice(open + 4, close);
      const comma = inner.indexOf(",");
      const name = (comma < 0 ? inner : inner.slice(0, comma)).trim();
      const fallback = comma < 0 ? "" : inner.slice(comma + 1);
      const replacement = this.lookup(name, element) ?? fallback;
      out += value.slice(at, open) + this.resolve(replacement, element, depth + 1);
      at = close + 1;
    }
    return out + value.slice(at);
  }
}

/** The index of the ")" closing the "(" at `open` (or the end of the text). */
function closingParen(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === "(") depth++;
    else if (text[i] === ")" && --depth === 0) return i;
  }
  return text.length;
}
