import { elementArea } from "./element-area";
import { namesOf, selfAndAncestors, type PageTree } from "./page-tree";
import { colorsIn } from "./parse-css-color";
import type { ElementCss } from "./read-page-brand";
import type { ColorUse } from "./rank-colors";

/** Each colour of an inline SVG logo (in the header, navigation, a home link, or named logo) counts this much... */
const LOGO_SVG_COLOR = 4;
/** ...up to this much for the whole SVG. */
const LOGO_SVG_TOTAL = 12;
/** Each colour of any other inline SVG (an illustration, an icon) counts this much, up to this much per SVG. */
const OTHER_SVG_COLOR = 0.3;
const OTHER_SVG_TOTAL = 1.5;
/** bgcolor paints its element; color only its text. */
const ATTRIBUTE_FACTOR: Record<string, number> = { bgcolor: 1, color: 0.4 };

/** The outermost <svg> an element is part of, or null. */
function svgRootOf(tree: PageTree, index: number): number | null {
  let root: number | null = null;
  for (const at of selfAndAncestors(tree, index)) if (at.tag === "svg") root = at.index;
  return root;
}

function isLogoSvg(tree: PageTree, svg: number): boolean {
  for (const at of selfAndAncestors(tree, svg)) {
    if (at.tag === "header" || at.tag === "nav") return true;
    if (at.tag === "a" && /^\/?$/.test(at.attributes.href ?? "-")) return true;
    if (namesOf(at).some((name) => /logo|brand|navbar|header/.test(name))) return true;
  }
  return false;
}

/**
 * The colours of colour attributes: an inline SVG's fill / stroke / stop-color counts much when
 * the SVG is the logo and little when it is an illustration or an icon (capped per SVG, so a large
 * drawing cannot outweigh the page); old markup's bgcolor / color count by their element's area.
 */
export function collectAttributeColors(attributes: readonly ElementCss[], tree: PageTree): ColorUse[] {
  const uses: ColorUse[] = [];
  const bySvg = new Map<number, ColorUse[]>();
  for (const { element, value, attribute } of attributes) {
    const svg = svgRootOf(tree, element);
    const colors = colorsIn(value);
    if (svg === null) {
      const node = tree.elements[element];
      const area = node ? elementArea({ ...node, role: node.attributes.role }) : 1;
      for (const hex of colors) uses.push({ hex, weight: area * (ATTRIBUTE_FACTOR[attribute] ?? 0.2) });
      continue;
    }
    const list = bySvg.get(svg) ?? [];
    for (const hex of colors) list.push({ hex, weight: 1 });
    bySvg.set(svg, list);
  }
  for (const [svg, list] of bySvg) {
    const logo = isLogoSvg(tree, svg);
    const each = logo ? LOGO_SVG_COLOR : OTHER_SVG_COLOR;
    const total = logo ? LOGO_SVG_TOTAL : OTHER_SVG_TOTAL;
    const scale = list.length * each > total ? total / (list.length * each) : 1;
    for (const use of list) uses.push({ hex: use.hex, weight: each * scale });
  }
  return uses;
}
