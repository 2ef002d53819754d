import { colorsIn } from "./parse-css-color";
import type { ColorUse } from "./rank-colors";

/** Custom property names that announce a brand colour. */
const BRAND_NAME = /primary|brand|accent|main|theme|highlight|cta/i;

/** How much a use counts by property: fills and backgrounds paint the most. */
function propertyWeight(property: string): number {
  if (property.startsWith("--")) return BRAND_NAME.test(property) ? 6 : 1.5;
  if (property === "background" || property === "background-color") return 3;
  if (property === "color") return 2;
  if (property === "fill" || property === "stroke") return 2;
  if (property.startsWith("border") || property.startsWith("outline")) return 1.5;
  return 1;
}

const DECLARATION = /(--[\w-]+|[a-z-]+)\s*:\s*([^;{}]+)/gi;
const VAR_USE = /var\(\s*(--[\w-]+)/g;

export interface CssSource {
  css: string;
  /** how much this source counts (a linked stylesheet, a <style> block, a style attribute) */
  weight: number;
}

const declarationsOf = (css: string) =>
  [...css.replace(/\/\*[\s\S]*?\*\//g, "").matchAll(DECLARATION)].map((match) => ({
    property: (match[1] ?? "").toLowerCase(),
    value: match[2] ?? "",
  }));

/**
 * The colour uses in a page's CSS (stylesheets, <style> blocks, style attributes): each colour in a
 * declaration counts with its property's weight times its source's; a custom property holding a
 * colour (defined anywhere on the page) also counts each time it is used through var(), with the
 * using property's weight, so the colours a site paints with most come first.
 */
export function collectCssColors(sources: readonly CssSource[]): ColorUse[] {
  const parsed = sources.map((source) => ({ weight: source.weight, declarations: declarationsOf(source.css) }));
  const variables = new Map<string, string>();
  for (const { declarations } of parsed) {
    for (const { property, value } of declarations) {
      const [color] = colorsIn(value);
      if (property.startsWith("--") && color && !variables.has(property)) variables.set(property, color);
    }
  }
  const uses: ColorUse[] = [];
  for (const source of parsed) {
    for (const { property, value } of source.declarations) {
      const weight = propertyWeight(property) * source.weight;
      for (const hex of colorsIn(value)) uses.push({ hex, weight });
      if (property.startsWith("--")) continue;
      for (const use of value.matchAll(VAR_USE)) {
        const hex = variables.get(use[1] ?? "");
        if (hex) uses.push({ hex, weight });
      }
    }
  }
  return uses;
}
