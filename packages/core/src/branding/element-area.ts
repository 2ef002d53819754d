/** What an element (or a selector's subject) is, for guessing how much of the page it paints. */
export interface AreaHint {
  tag: string;
  id: string;
  classes: readonly string[];
  root?: boolean;
  role?: string;
  type?: string;
  inSvg?: boolean;
  inHead?: boolean;
}

const named = (hint: AreaHint, pattern: RegExp) => [...hint.classes, hint.id].some((name) => pattern.test(name));

const HERO = /(^|[-_])(hero|banner|jumbotron|masthead|splash|showcase|cover|intro)([-_]|$)/i;
const HEADER = /(^|[-_])(header|navbar|nav|navigation|topbar|top-bar|menubar|menu-bar|appbar|app-bar)([-_]|$)/i;
const FOOTER = /(^|[-_])(footer)([-_]|$)/i;
const SECTION = /(^|[-_])(section|band|stripe|panel|block|callout|cta-section)([-_]|$)/i;
const BUTTON = /(^|[-_])(btn|button|cta)([-_]|$)/i;

/**
 * About how much of a page an element paints, on a scale where the page (html, body) is 100: a
 * hero band 60, the header or navigation 40, a footer 25, a section 20, a button 8, a heading 2-5,
 * a link or a line of text 1-1.5; nothing for <head> and little inside an <svg> illustration.
 */
export function elementArea(hint: AreaHint): number {
  if (hint.inHead) return 0;
  if (hint.inSvg) return 0.2;
  const tag = hint.tag;
  if (hint.root || tag === "html" || tag === "body") return 100;
  if (named(hint, HERO)) return 60;
  if (
    tag === "header" ||
    tag === "nav" ||
    hint.role === "banner" ||
    hint.role === "navigation" ||
    named(hint, HEADER)
  ) {
    return 40;
  }
  if (tag === "footer" || hint.role === "contentinfo" || named(hint, FOOTER)) return 25;
  if (tag === "section" || tag === "main" || named(hint, SECTION)) return 20;
  if (tag === "button" || hint.role === "button" || named(hint, BUTTON)) return 8;
  if (tag === "input" && /^(submit|button)$/i.test(hint.type ?? "")) return 8;
  switch (tag) {
    case "article":
    case "aside":
    case "table":
    case "form":
      return 8;
    case "div":
      return 4;
    case "h1":
      return 5;
    case "h2":
      return 3;
    case "input":
    case "select":
    case "textarea":
      return 2;
    case "h3":
    case "h4":
    case "a":
      return 1.5;
    case "img":
    case "svg":
    case "picture":
    case "video":
    case "iframe":
    case "br":
    case "hr":
      return 0.5;
    default:
      return 1;
  }
}
