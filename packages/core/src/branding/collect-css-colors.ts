import { CssVariables } from "./css-variables";
import { elementArea } from "./element-area";
import { matchSelector } from "./match-selector";
import type { PageTree } from "./page-tree";
import { colorsIn } from "./parse-css-color";
import { parseCssRules, parseDeclarations, type CssDeclaration } from "./parse-css-rules";
import { DARK_VARIANT, parseSelectorList, subjectOf } from "./parse-selector";
import type { ColorUse } from "./rank-colors";

/** Custom property names that announce the brand colour itself (not its -hover, -text-emphasis or -50 shades). */
const BRAND_NAME = /^--(?:[\w]+-+)*?(primary|brand|accent|main|theme|highlight|cta)(-colou?r)?$/i;
/** A brand-named custom property on the root counts this much by itself (used or not). */
const BRAND_VARIABLE = 2;
/** A rule that matches nothing on the page counts this share of what it would paint... */
const UNMATCHED = 0.03;
/** ...unless the page's body is (nearly) empty: a page drawn by JavaScript, whose CSS is all there is. */
const UNMATCHED_ON_EMPTY_PAGE = 0.5;
const EMPTY_PAGE_ELEMENTS = 8;
/** What rules matching nothing add up to, per colour, at most (a bundle's thousand unused rules are still unused). */
const UNMATCHED_MAX = 2;
/** A rule for every element (`*`) paints nothing in particular. */
const UNIVERSAL_AREA = 1;
/** Elements of a rule whose colours are worked out one by one (the most prominent); the others add to the first. */
const SAMPLED = 8;
/** Each further element of a rule adds this share of its area, up to this many times the largest. */
const FURTHER_ELEMENT = 0.3;
const MAX_TIMES_LARGEST = 4;

/** How much of an element's area a property paints: backgrounds all of it, text and lines a part. */
function propertyFactor(property: string): number {
  if (property === "background" || property === "background-color" || property === "background-image") return 1;
  if (property === "color") return 0.4;
  if (property === "fill") return 0.4;
  if (property === "stroke") return 0.2;
  if (property.startsWith("border")) return 0.15;
  if (property === "accent-color") return 0.2;
  if (property.startsWith("outline") || property === "scrollbar-color" || property === "caret-color") return 0;
  return 0.05;
}

export interface CssSource {
  css: string;
  /** how much this source counts (a linked stylesheet, a <style> block) */
  weight: number;
}

/** CSS written on one element (a style attribute). */
export interface InlineCss {
  element: number;
  value: string;
  weight: number;
}

interface Rule {
  declarations: CssDeclaration[];
  /** the page elements it applies to; null for every element (`*`) */
  elements: number[] | null;
  /** state and variant factor (hover, before/after, dark) */
  factor: number;
  /** when it matches nothing: the area its selector names (a body, a button...) */
  selectorArea: number;
  /** it applies on the root (:root, html, body, *) */
  root: boolean;
  weight: number;
}

const ROOT_SELECTOR = /^(:root|html|body|:host|\*|html\s*,?\s*body)$/i;

/** A value that may hold a colour: a literal or a custom property. */
const MAY_HOLD_COLOR = /#|rgb|hsl|okl|var\(/i;

function ruleOf(selectorText: string, declarations: CssDeclaration[], tree: PageTree, weight: number, dark: boolean) {
  // most rules of a large stylesheet are layout: no need to find what they match
  if (!declarations.some(({ property, value }) => property.startsWith("--") || MAY_HOLD_COLOR.test(value))) return null;
  const selectors = parseSelectorList(selectorText);
  if (selectors.length === 0) return null;
  const matchedElements = new Set<number>();
  let universal = false;
  let matchedFactor = 0;
  let anyFactor = 0;
  let selectorArea = 0;
  for (const selector of selectors) {
    const matched = matchSelector(tree, selector);
    anyFactor = Math.max(anyFactor, selector.factor);
    selectorArea = Math.max(selectorArea, elementArea(subjectOf(selector)));
    if (matched === null) universal = true;
    else if (matched.length > 0) {
      matchedFactor = Math.max(matchedFactor, selector.factor);
      for (const element of matched) matchedElements.add(element);
    }
  }
  // elements it matches; else null when it is for every element; else none
  const elements = matchedElements.size > 0 ? [...matchedElements] : universal ? null : [];
  const root = selectorText.split(",").some((part) => ROOT_SELECTOR.test(part.trim()));
  const factor = (matchedElements.size > 0 ? matchedFactor : anyFactor) * (dark ? DARK_VARIANT : 1);
  return { declarations, elements, factor, selectorArea, root, weight } satisfies Rule;
}

/** Each element's share of what a rule paints: the largest in full, each further one a part. */
function shares(elements: readonly number[], area: (element: number) => number) {
  const sorted = [...elements].sort((a, b) => area(b) - area(a));
  const largest = area(sorted[0] ?? -1);
  const raw = sorted.map((element, i) => (i === 0 ? largest : area(element) * FURTHER_ELEMENT));
  const total = raw.reduce((sum, value) => sum + value, 0);
  const scale = total > largest * MAX_TIMES_LARGEST ? (largest * MAX_TIMES_LARGEST) / total : 1;
  const sampled = sorted.slice(0, SAMPLED).map((element, i) => ({ element, share: (raw[i] ?? 0) * scale }));
  const rest = raw.slice(SAMPLED).reduce((sum, value) => sum + value, 0) * scale;
  const first = sampled[0];
  if (first) first.share += rest;
  return sampled;
}

/**
 * The colour uses in a page's CSS (stylesheets, <style> blocks, style attributes), each weighted
 * by what it paints: the property (backgrounds most, text less, borders little, focus outlines
 * nothing) times the area of the elements the rule matches on this page (the body and a hero band
 * most, the header and navigation, sections, buttons, then headings and links), hover and
 * before/after states and dark variants less. Custom properties count where they are used through
 * var() (resolved on the element, so `hsl(var(--primary))` and Bootstrap's per-button variables
 * read right), a brand-named one on the root a little by itself. Rules that match nothing on the
 * page count little (a framework's unused palette), unless the page is an empty JavaScript shell.
 * Selection, placeholder, scrollbar and focus rules are ignored.
 */
export function collectCssColors(
  sources: readonly CssSource[],
  inline: readonly InlineCss[],
  tree: PageTree,
): ColorUse[] {
  const areas = new Map<number, number>();
  const area = (index: number) => {
    const element = tree.elements[index];
    if (!element) return 0;
    let value = areas.get(index);
    if (value === undefined) {
      value = elementArea({ ...element, role: element.attributes.role, type: element.attributes.type });
      areas.set(index, value);
    }
    return value;
  };
  const rules: Rule[] = [];
  for (const source of sources) {
    for (const rule of parseCssRules(source.css)) {
      const parsed = ruleOf(rule.selector, rule.declarations, tree, source.weight, rule.dark);
      if (parsed) rules.push(parsed);
    }
  }
  for (const style of inline) {
    rules.push({
      declarations: parseDeclarations(style.value),
      elements: [style.element],
      factor: 1,
      selectorArea: 0,
      root: tree.elements[style.element]?.tag === "html" || tree.elements[style.element]?.tag === "body",
      weight: style.weight,
    });
  }

  const variables = new CssVariables(tree);
  for (const rule of rules) {
    for (const { property, value } of rule.declarations) {
      if (!property.startsWith("--")) continue;
      variables.define(property, value, {
        elements: rule.elements ?? [],
        root: rule.root || rule.elements === null,
        dark: rule.factor < 1,
      });
    }
  }

  const unmatched = tree.bodyElements < EMPTY_PAGE_ELEMENTS ? UNMATCHED_ON_EMPTY_PAGE : UNMATCHED;
  const uses: ColorUse[] = [];
  const push = (value: string, weight: number) => {
    if (weight > 0) for (const hex of colorsIn(value)) uses.push({ hex, weight });
  };
  const unmatchedUses = new Map<string, number>();
  const pushUnmatched = (value: string, weight: number) => {
    for (const hex of colorsIn(value)) unmatchedUses.set(hex, (unmatchedUses.get(hex) ?? 0) + weight);
  };
  for (const rule of rules) {
    let ruleShares: { element: number; share: number }[] | null = null;
    const sharesOfRule = (elements: readonly number[]) => (ruleShares ??= shares(elements, area));
    for (const { property, value } of rule.declarations) {
      if (property.startsWith("--")) continue;
      const base = propertyFactor(property) * rule.factor * rule.weight;
      if (base === 0) continue;
      const hasVar = value.includes("var(");
      if (rule.elements === null) {
        push(hasVar ? variables.resolve(value, null) : value, base * UNIVERSAL_AREA);
      } else if (rule.elements.length === 0) {
        pushUnmatched(hasVar ? variables.resolve(value, null) : value, base * rule.selectorArea * unmatched);
      } else if (!hasVar) {
        push(value, base * sharesOfRule(rule.elements).reduce((sum, { share }) => sum + share, 0));
      } else {
        for (const { element, share } of sharesOfRule(rule.elements)) {
          push(variables.resolve(value, element), base * share);
        }
      }
    }
  }
  const unmatchedMax = unmatched === UNMATCHED ? UNMATCHED_MAX : Number.POSITIVE_INFINITY;
  for (const [hex, weight] of unmatchedUses) uses.push({ hex, weight: Math.min(weight, unmatchedMax) });
  // a brand-named custom property on the root counts a little by itself, with its final value
  for (const name of variables.rootNames()) {
    if (BRAND_NAME.test(name)) push(variables.resolve(`var(${name})`, null), BRAND_VARIABLE);
  }
  return uses;
}
