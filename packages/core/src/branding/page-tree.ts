/** An element of the page as the brand detection sees it. */
export interface PageElement {
  index: number;
  /** lowercase tag name */
  tag: string;
  id: string;
  classes: string[];
  attributes: Record<string, string>;
  /** the parent's index, -1 for a top element */
  parent: number;
  /** the previous element sibling's index, -1 for a first child */
  previousSibling: number;
  /** inside <head> */
  inHead: boolean;
  /** inside an inline <svg> (the <svg> itself not included) */
  inSvg: boolean;
  /** its own text (not its children's), whitespace collapsed, at most 200 characters */
  text: string;
}

/** The page's elements in document order, with look-ups by tag, class and id. */
export interface PageTree {
  elements: PageElement[];
  byTag: Map<string, number[]>;
  byClass: Map<string, number[]>;
  byId: Map<string, number[]>;
  /** how many elements the body holds: a near-empty body is a page drawn by JavaScript */
  bodyElements: number;
}

function add(index: Map<string, number[]>, key: string, element: number) {
  const list = index.get(key);
  if (list) list.push(element);
  else index.set(key, [element]);
}

/** Elements that are not the page's content (for telling a JavaScript shell from a page). */
const NOT_CONTENT = new Set(["html", "body", "script", "noscript", "style", "template", "link", "meta"]);

/** The look-ups of a list of elements. */
export function indexTree(elements: PageElement[]): PageTree {
  const tree: PageTree = {
    elements,
    byTag: new Map(),
    byClass: new Map(),
    byId: new Map(),
    bodyElements: 0,
  };
  for (const element of elements) {
    add(tree.byTag, element.tag, element.index);
    for (const name of element.classes) add(tree.byClass, name, element.index);
    if (element.id) add(tree.byId, element.id, element.index);
    if (!element.inHead && !NOT_CONTENT.has(element.tag)) tree.bodyElements++;
  }
  return tree;
}

/** The element and its ancestors, nearest first. */
export function* selfAndAncestors(tree: PageTree, index: number): Generator<PageElement> {
  for (let at = index; at >= 0;) {
    const element = tree.elements[at];
    if (!element) return;
    yield element;
    at = element.parent;
  }
}

/** The words an element is named by: its classes and id, lowercase. */
export const namesOf = (element: { id: string; classes: readonly string[] }): string[] =>
  [...element.classes, element.id].filter(Boolean).map((name) => name.toLowerCase());
