import { Parser } from "htmlparser2";
import { findPageLogos } from "./find-page-logos";
import { absoluteUrl, largestSize } from "./page-urls";
import { indexTree, type PageElement, type PageTree } from "./page-tree";
import { readSchemaLogos } from "./read-schema-logo";

/** A logo the page points at, with what kind of reference it is and its declared size. */
export interface LogoCandidate {
  kind: "apple-touch-icon" | "schema-logo" | "img-logo" | "og-image" | "icon";
  /** absolute http(s) URL */
  url: string;
  /** the largest side from `sizes` ("any" for SVG counts as large), 0 when not said */
  size: number;
  type: string;
}

/** CSS written on one element (a style attribute) or a colour attribute (fill, stroke, color, bgcolor). */
export interface ElementCss {
  element: number;
  value: string;
  /** the attribute it came from */
  attribute: string;
}

/** What a page says about its brand, before its stylesheets and manifest are read. */
export interface PageBrand {
  themeColors: string[];
  tileColors: string[];
  /** <style> blocks */
  styleBlocks: string[];
  /** style="" attributes */
  inlineStyles: ElementCss[];
  /** fill="" / stroke="" / color="" / bgcolor="" attributes (inline SVG, old markup) */
  colorAttributes: ElementCss[];
  stylesheets: string[];
  manifest: string | null;
  logos: LogoCandidate[];
  /** the page's elements, for weighing each CSS rule by what it paints */
  tree: PageTree;
}

/** At most this many stylesheets are read. */
export const MAX_STYLESHEETS = 5;
const MAX_TEXT = 200;
const COLOR_ATTRIBUTES = ["fill", "stroke", "color", "bgcolor", "stop-color"];

function readMeta(brand: PageBrand, attributes: Record<string, string>, base: string) {
  const key = (attributes.name ?? attributes.property ?? attributes.itemprop ?? "").toLowerCase();
  const content = attributes.content ?? "";
  if (key === "theme-color") brand.themeColors.push(content);
  if (key === "msapplication-tilecolor") brand.tileColors.push(content);
  if (key === "og:logo" || key === "logo") {
    const url = absoluteUrl(content, base);
    if (url) brand.logos.push({ kind: "schema-logo", url, size: 0, type: "" });
  }
  if (key === "og:image" || key === "og:image:url" || key === "twitter:image") {
    const url = absoluteUrl(content, base);
    if (url && !brand.logos.some((logo) => logo.kind === "og-image")) {
      brand.logos.push({ kind: "og-image", url, size: 0, type: "" });
    }
  }
}

function readLink(brand: PageBrand, attributes: Record<string, string>, base: string) {
  const rel = (attributes.rel ?? "").toLowerCase().split(/\s+/);
  const url = absoluteUrl(attributes.href, base);
  if (!url) return;
  if (rel.includes("stylesheet") && !rel.includes("alternate") && !/^print$/i.test(attributes.media ?? "")) {
    if (brand.stylesheets.length < MAX_STYLESHEETS && !url.startsWith("data:")) brand.stylesheets.push(url);
  }
  if (rel.includes("manifest") && !brand.manifest) brand.manifest = url;
  const size = largestSize(attributes.sizes);
  const type = attributes.type ?? "";
  if (rel.includes("apple-touch-icon") || rel.includes("apple-touch-icon-precomposed")) {
    brand.logos.push({ kind: "apple-touch-icon", url, size: size || 180, type });
  } else if (rel.includes("icon")) {
    brand.logos.push({ kind: "icon", url, size, type });
  }
  if ((attributes.itemprop ?? "").toLowerCase() === "logo") brand.logos.push({ kind: "schema-logo", url, size, type });
}

/**
 * Reads a page's HTML for its brand: theme-color (and tile colour) metas, <style> blocks, style
 * attributes and colour attributes (each with its element), linked stylesheets (not print or
 * alternate ones), the manifest, the page's elements, and logo candidates (apple-touch-icon,
 * schema.org Organization / og:logo logos, the logo <img> of the header or home link, og:image,
 * <link rel=icon>). URLs are resolved against the page (and its <base href>).
 */
export function readPageBrand(html: string, pageUrl: string): PageBrand {
  const elements: PageElement[] = [];
  const brand: PageBrand = {
    themeColors: [],
    tileColors: [],
    styleBlocks: [],
    inlineStyles: [],
    colorAttributes: [],
    stylesheets: [],
    manifest: null,
    logos: [],
    tree: indexTree([]),
  };
  let base = pageUrl;
  const open: number[] = [];
  /** the last child of each open element (and of the document, at the key -1) */
  const lastChild = new Map<number, number>();
  let rawText: { tag: string; text: string; type: string } | null = null;
  const jsonLd: string[] = [];

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const parentIndex = open.at(-1) ?? -1;
        const parent = elements[parentIndex];
        const element: PageElement = {
          index: elements.length,
          tag: name,
          id: attributes.id ?? "",
          classes: (attributes.class ?? "").split(/\s+/).filter(Boolean),
          attributes,
          parent: parentIndex,
          previousSibling: lastChild.get(parentIndex) ?? -1,
          inHead: name === "head" || (parent?.inHead ?? false),
          inSvg: (parent?.inSvg ?? false) || parent?.tag === "svg",
          text: "",
        };
        elements.push(element);
        lastChild.set(parentIndex, element.index);
        open.push(element.index);

        if (attributes.style)
          brand.inlineStyles.push({ element: element.index, value: attributes.style, attribute: "style" });
        if (name !== "link" && name !== "meta") {
          for (const key of COLOR_ATTRIBUTES) {
            const value = attributes[key];
            if (value) brand.colorAttributes.push({ element: element.index, value, attribute: key });
          }
        }
        if (name === "base" && attributes.href) base = absoluteUrl(attributes.href, pageUrl) ?? base;
        if (name === "style" || name === "script") rawText = { tag: name, text: "", type: attributes.type ?? "" };
        if (name === "meta") readMeta(brand, attributes, base);
        if (name === "link") readLink(brand, attributes, base);
      },
      ontext(text) {
        if (rawText) {
          rawText.text += text;
          return;
        }
        const element = elements[open.at(-1) ?? -1];
        if (element && element.text.length < MAX_TEXT) {
          element.text = `${element.text} ${text}`.replace(/\s+/g, " ").trim().slice(0, MAX_TEXT);
        }
      },
      onclosetag(name) {
        open.pop();
        if (rawText && rawText.tag === name) {
          if (name === "style") brand.styleBlocks.push(rawText.text);
          if (name === "script" && /ld\+json/i.test(rawText.type)) jsonLd.push(rawText.text);
          rawText = null;
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();

  brand.tree = indexTree(elements);
  const schemaLogos = jsonLd.flatMap((text) => readSchemaLogos(text, base));
  brand.logos.push(...schemaLogos.map((url) => ({ kind: "schema-logo" as const, url, size: 0, type: "" })));
  brand.logos.push(...findPageLogos(brand.tree, base, pageUrl));
  return brand;
}
