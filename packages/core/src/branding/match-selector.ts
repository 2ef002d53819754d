import type { ComplexSelector, CompoundSelector } from "./parse-selector";
import type { PageElement, PageTree } from "./page-tree";

function matchesCompound(element: PageElement, compound: CompoundSelector): boolean {
  if (compound.root && element.tag !== "html") return false;
  if (compound.tag && compound.tag !== element.tag) return false;
  if (compound.id && compound.id !== element.id) return false;
  for (const name of compound.classes) if (!element.classes.includes(name)) return false;
  for (const attribute of compound.attributes) {
    const value = element.attributes[attribute.name];
    if (value === undefined) return false;
    if (attribute.value !== null && attribute.value.toLowerCase() !== value.toLowerCase()) return false;
  }
  return true;
}

/** The elements that could match a compound, from the narrowest look-up. */
function candidatesFor(tree: PageTree, compound: CompoundSelector): readonly number[] | null {
  if (compound.id) return tree.byId.get(compound.id) ?? [];
  const byClass = compound.classes.map((name) => tree.byClass.get(name) ?? []);
  if (byClass.length > 0)
    return byClass.reduce((narrowest, list) => (list.length < narrowest.length ? list : narrowest));
  if (compound.root) return tree.byTag.get("html") ?? [];
  if (compound.tag) return tree.byTag.get(compound.tag) ?? [];
  return null;
}

/** The element related to `element` by a combinator that matches `compound`, or null (no backtracking). */
function related(tree: PageTree, element: PageElement, combinator: string, compound: CompoundSelector) {
  const step = (at: PageElement) => (combinator === "+" || combinator === "~" ? at.previousSibling : at.parent);
  for (let at = step(element); at >= 0;) {
    const candidate = tree.elements[at];
    if (!candidate) return null;
    if (matchesCompound(candidate, compound)) return candidate;
    if (combinator === ">" || combinator === "+") return null;
    at = step(candidate);
  }
  return null;
}

/**
 * The elements of the page a selector matches (states and pseudo-classes are not checked, each
 * combinator is followed to the nearest fit). A universal subject (`*`, `[dir]`) answers null:
 * it matches everything and paints nothing in particular.
 */
export function matchSelector(tree: PageTree, selector: ComplexSelector): number[] | null {
  const subject = selector.compounds.at(-1);
  if (!subject) return [];
  const candidates = candidatesFor(tree, subject);
  if (candidates === null) return null;
  const matched: number[] = [];
  for (const index of candidates) {
    let element = tree.elements[index];
    if (!element || element.inHead || !matchesCompound(element, subject)) continue;
    for (let at = selector.compounds.length - 2; at >= 0 && element; at--) {
      const compound = selector.compounds[at];
      const combinator = selector.combinators[at] ?? " ";
      element = compound ? (related(tree, element, combinator, compound) ?? undefined) : undefined;
    }
    if (element) matched.push(index);
  }
  return matched;
}
