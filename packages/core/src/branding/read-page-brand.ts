import { Parser } from "htmlparser2";

/** A logo the page points at, with what kind of reference it is and its declared size. */
export interface LogoCandidate {
  kind: "apple-touch-icon" | "img-logo" | "og-image" | "icon";
  /** absolute http(s) URL */
  url: string;
  /** the largest side from `sizes` ("any" for SVG counts as large), 0 when not said */
  size: number;
  type: string;
}

/** What a page says about its brand, before its stylesheets and manifest are read. */
export interface PageBrand {
  themeColors: string[];
  tileColors: string[];
  /** <style> blocks */
  styleBlocks: string[];
  /** style="" attributes */
  inlineStyles: string[];
  /** fill="" / stroke="" / color="" attributes (inline SVG logos, old markup) */
  colorAttributes: string[];
  stylesheets: string[];
  manifest: string | null;
  logos: LogoCandidate[];
}

/** At most this many stylesheets are read. */
export const MAX_STYLESHEETS = 5;
/** A data: URL this long is not a logo worth keeping in settings. */
const MAX_DATA_URL = 4096;

/** The largest side in a `sizes` attribute ("32x32 192x192" -> 192, "any" -> 1024). */
export function largestSize(sizes: string | undefined): number {
  if (!sizes) return 0;
  if (/\bany\b/i.test(sizes)) return 1024;
  return Math.max(0, ...[...sizes.matchAll(/(\d+)x(\d+)/gi)].map((m) => Math.max(Number(m[1]), Number(m[2]))));
}

/** An absolute http(s) URL for a reference on the page, or null. */
export function absoluteUrl(reference: string | undefined, base: string): string | null {
  const value = reference?.trim();
  if (!value) return null;
  if (value.startsWith("data:")) return value.length <= MAX_DATA_URL && value.startsWith("data:image/") ? value : null;
  try {
    const url = new URL(value, base);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

const saysLogo = (value: string | undefined) => /logo/i.test(value ?? "");

/**
 * Reads a page's HTML for its brand: theme-color (and tile colour) metas, <style> blocks, style
 * attributes and colour attributes, linked stylesheets (not print or alternate ones), the manifest,
 * and logo candidates (apple-touch-icon, an <img> named logo by src, alt, class or id, or inside an
 * element whose class or id says logo, og:image, <link rel=icon>). URLs are resolved against the
 * page (and its <base href>).
 */
export function readPageBrand(html: string, pageUrl: string): PageBrand {
  const brand: PageBrand = {
    themeColors: [],
    tileColors: [],
    styleBlocks: [],
    inlineStyles: [],
    colorAttributes: [],
    stylesheets: [],
    manifest: null,
    logos: [],
  };
  let base = pageUrl;
  let inStyle = false;
  let style = "";
  // one entry per open element: whether it (or an ancestor) is named logo
  const logoScope: boolean[] = [];

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        const inLogo = (logoScope.at(-1) ?? false) || saysLogo(attributes.class) || saysLogo(attributes.id);
        logoScope.push(inLogo);
        if (attributes.style) brand.inlineStyles.push(attributes.style);
        for (const key of ["fill", "stroke", "color", "bgcolor"]) {
          const value = attributes[key];
          if (value && name !== "link" && name !== "meta") brand.colorAttributes.push(value);
        }
        if (name === "base" && attributes.href) base = absoluteUrl(attributes.href, pageUrl) ?? base;
        if (name === "style") {
          inStyle = true;
          style = "";
        }
        if (name === "meta") {
          const key = (attributes.name ?? attributes.property ?? "").toLowerCase();
          const content = attributes.content ?? "";
          if (key === "theme-color") brand.themeColors.push(content);
          if (key === "msapplication-tilecolor") brand.tileColors.push(content);
          if (key === "og:image" || key === "og:image:url" || key === "twitter:image") {
            const url = absoluteUrl(content, base);
            if (url && !brand.logos.some((logo) => logo.kind === "og-image")) {
              brand.logos.push({ kind: "og-image", url, size: 0, type: "" });
            }
          }
        }
        if (name === "link") {
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
        }
        if (name === "img") {
          const source = attributes.src ?? attributes["data-src"];
          const named = saysLogo(source) || saysLogo(attributes.alt) || inLogo;
          const url = absoluteUrl(source, base);
          if (named && url && !brand.logos.some((logo) => logo.kind === "img-logo")) {
            brand.logos.push({
              kind: "img-logo",
              url,
              size: largestSize(
                attributes.width ? `${attributes.width}x${attributes.height ?? attributes.width}` : undefined,
              ),
              type: "",
            });
          }
        }
      },
      ontext(text) {
        if (inStyle) style += text;
      },
      onclosetag(name) {
        logoScope.pop();
        if (name === "style" && inStyle) {
          inStyle = false;
          brand.styleBlocks.push(style);
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  return brand;
}
