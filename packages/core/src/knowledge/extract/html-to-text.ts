import { isTag, isText, type AnyNode, type Element } from "domhandler";
import { findAll, findOne, textContent } from "domutils";
import { parseDocument } from "htmlparser2";
import { TextBuilder } from "./text-builder";

/** Left out of the text: code, chrome (navigation, footer, sidebars), forms and embedded things. */
const SKIPPED = new Set([
  "head",
  "title",
  "meta",
  "link",
  "script",
  "style",
  "noscript",
  "template",
  "nav",
  "footer",
  "aside",
  "form",
  "button",
  "select",
  "input",
  "textarea",
  "label",
  "svg",
  "canvas",
  "iframe",
  "object",
  "embed",
  "video",
  "audio",
  "map",
  "dialog",
]);

/** Elements that start and end a paragraph. */
const BLOCKS = new Set([
  "address",
  "article",
  "blockquote",
  "body",
  "center",
  "dd",
  "details",
  "div",
  "dl",
  "dt",
  "fieldset",
  "figcaption",
  "figure",
  "header",
  "hr",
  "html",
  "main",
  "ol",
  "p",
  "section",
  "summary",
  "ul",
  "table",
  "caption",
]);

const HEADING = /^h([1-6])$/;

function isHidden(element: Element): boolean {
  if (element.attribs.hidden !== undefined) return true;
  if (element.attribs["aria-hidden"] === "true") return true;
  const style = (element.attribs.style ?? "").replace(/\s+/g, "").toLowerCase();
  return style.includes("display:none") || style.includes("visibility:hidden");
}

/** The marker of a list item: "1. " in an ordered list (counting from its start), "- " otherwise. */
function listMarker(item: Element): string {
  const list = item.parent;
  if (!list || !isTag(list) || list.name !== "ol") return "- ";
  const start = Number.parseInt(list.attribs.start ?? "1", 10);
  const items = list.children.filter((child) => isTag(child) && child.name === "li");
  return `${(Number.isFinite(start) ? start : 1) + items.indexOf(item)}. `;
}

function cellsOf(row: Element): Element[] {
  return row.children.filter((child): child is Element => isTag(child) && (child.name === "td" || child.name === "th"));
}

function walk(nodes: readonly AnyNode[], out: TextBuilder, pre: boolean): void {
  for (const node of nodes) {
    if (isText(node)) {
      if (pre) out.preformatted(node.data);
      else out.inline(node.data);
      continue;
    }
    if (!isTag(node)) continue;
    const name = node.name.toLowerCase();
    if (SKIPPED.has(name) || isHidden(node)) continue;
    const heading = HEADING.exec(name);
    if (heading) {
      out.paragraph();
      const inner = new TextBuilder();
      walk(node.children, inner, false);
      const text = inner.flat();
      if (text) {
        out.inline(`${"#".repeat(Number(heading[1]))} ${text}`);
        out.paragraph();
      }
      continue;
    }
    switch (name) {
      case "br":
        out.line();
        continue;
      case "pre":
        out.paragraph();
        walk(node.children, out, true);
        out.paragraph();
        continue;
      case "li":
        out.line();
        out.inline(listMarker(node));
        walk(node.children, out, pre);
        out.line();
        continue;
      case "tr": {
        const cells = cellsOf(node).map((cell) => {
          const inner = new TextBuilder();
          walk(cell.children, inner, false);
          return inner.flat();
        });
        out.line();
        if (cells.some(Boolean)) out.inline(cells.join(" | "));
        out.line();
        continue;
      }
      case "img": {
        const alt = (node.attribs.alt ?? "").trim();
        if (alt) out.inline(` ${alt} `);
        continue;
      }
    }
    if (BLOCKS.has(name)) {
      out.paragraph();
      walk(node.children, out, pre);
      out.paragraph();
    } else {
      walk(node.children, out, pre);
    }
  }
}

function titleOf(root: AnyNode[]): string {
  const clean = (value: string | undefined) => (value ?? "").replace(/\s+/g, " ").trim();
  const title = findOne((element) => element.name === "title", root);
  if (title && clean(textContent(title))) return clean(textContent(title));
  const og = findOne(
    (element) => element.name === "meta" && (element.attribs.property ?? element.attribs.name) === "og:title",
    root,
  );
  if (og && clean(og.attribs.content)) return clean(og.attribs.content);
  const h1 = findOne((element) => element.name === "h1", root);
  return h1 ? clean(textContent(h1)) : "";
}

/** Absolute http(s) links of the page (base href respected), without fragments, each once. */
function linksOf(root: AnyNode[], pageUrl: string | undefined): string[] {
  const baseElement = findOne((element) => element.name === "base" && Boolean(element.attribs.href), root);
  let base: URL | undefined;
  try {
    base = pageUrl ? new URL(baseElement?.attribs.href ?? pageUrl, pageUrl) : undefined;
  } catch {
    base = undefined;
  }
  const links = new Set<string>();
  for (const anchor of findAll((element) => element.name === "a" || element.name === "area", root)) {
    const href = (anchor.attribs.href ?? "").trim();
    if (!href || href.startsWith("#")) continue;
    try {
      const url = base ? new URL(href, base) : new URL(href);
      if (url.protocol !== "http:" && url.protocol !== "https:") continue;
      url.hash = "";
      links.add(url.href);
    } catch {
      // not a URL: left out
    }
  }
  return [...links];
}

/**
 * The readable text of an HTML page: scripts, styles, navigation, footer, sidebars and forms left
 * out; headings as their own paragraphs prefixed with "#" marks (h2 -> "## ") so the chunker can
 * split on them; list items as "- " / "1. " lines; table rows as "cell | cell" lines. The title is
 * <title>, else og:title, else the first h1; links are absolute (against `url`) and deduplicated.
 * Parses only: nothing is fetched.
 */
export function htmlToText(html: string, url?: string): { title: string; text: string; links: string[] } {
  const document = parseDocument(html, { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true });
  const out = new TextBuilder();
  walk(document.children, out, false);
  return { title: titleOf(document.children), text: out.result(), links: linksOf(document.children, url) };
}
