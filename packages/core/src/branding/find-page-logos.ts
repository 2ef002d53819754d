import { absoluteUrl, largestSize } from "./page-urls";
import { namesOf, selfAndAncestors, type PageElement, type PageTree } from "./page-tree";
import type { LogoCandidate } from "./read-page-brand";

/** Where the site's own logo sits: the header, the navigation, a top bar, a brand link. */
const HEADER_NAMES =
  /(^|[-_])(header|masthead|navbar|nav|navigation|topbar|top-bar|top|brand|branding|site-title|logo)([-_]|$)/;
/** Where other companies' logos and pictures sit: testimonials, partner and client strips, press mentions, articles. */
const ELSEWHERE_NAMES =
  /(^|[-_])(testimonials?|reviews?|quotes?|partners?|clients?|customers?|sponsors?|trusted|brands|logos|press|featured|as-seen|integrations?|marquee|case-stud(y|ies)|entry-content|post-content|article-body|prose|blog|posts?|comments?|authors?|avatars?)([-_]|$)|logo-?(strip|wall|grid|cloud|list|carousel|bar|row|slider|garden|ticker)/;
const ELSEWHERE_TAGS = new Set(["footer", "article", "blockquote", "aside", "figure"]);
/** A heading that introduces other companies' logos. */
const PARTNER_HEADING =
  /\b(trusted by|(our|some of our) (partners|clients|customers|sponsors)|as (seen|featured) (in|on)|featured (in|on)|(used|loved|backed|chosen) by|in the press|companies (that|who) (trust|use|love)|^partners$|^clients$|^sponsors$)/i;
const HEADING_TAGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6", "p", "span", "strong", "small", "div"]);

const saysLogo = (value: string | undefined) => /logo/i.test(value ?? "");

/** The elements that introduce a strip of other companies' logos: a heading's parent. */
function partnerRegions(tree: PageTree): Set<number> {
  const regions = new Set<number>();
  for (const element of tree.elements) {
    if (!HEADING_TAGS.has(element.tag) || !PARTNER_HEADING.test(element.text)) continue;
    const inHeader = [...selfAndAncestors(tree, element.index)].some((at) => at.tag === "header" || at.tag === "nav");
    if (!inHeader && element.parent >= 0) regions.add(element.parent);
  }
  return regions;
}

/** Whether a link goes to the site's home page. */
function isHomeLink(element: PageElement, base: string, pageUrl: string): boolean {
  if (element.tag !== "a") return false;
  const href = absoluteUrl(element.attributes.href, base);
  if (!href || href.startsWith("data:")) return false;
  const url = new URL(href);
  return url.origin === new URL(pageUrl).origin && /^\/(index\.(html?|php))?$/i.test(url.pathname) && !url.search;
}

/** The first element of the page's main content (a <main>, <article> or the first <h1>). */
function contentStart(tree: PageTree): number {
  const first = tree.elements.find((element) => ["main", "article", "h1"].includes(element.tag));
  return first?.index ?? Number.POSITIVE_INFINITY;
}

/**
 * The site's logo <img>: among the images outside testimonials, partner / client / press strips,
 * footers, articles and figures, those in the header or navigation, in the first link to the home
 * page, or named logo (by src, alt, class, id or a logo-named parent) before the main content; of
 * them the first with the most of: named logo, in the brand link, in the header. At most one.
 */
export function findPageLogos(tree: PageTree, base: string, pageUrl: string): LogoCandidate[] {
  const partners = partnerRegions(tree);
  const firstContent = contentStart(tree);
  let best: { element: PageElement; url: string; rank: number } | null = null;
  let homeLinkSeen = false;
  for (const element of tree.byTag.get("img") ?? []) {
    const image = tree.elements[element];
    if (!image) continue;
    const url = absoluteUrl(image.attributes.src ?? image.attributes["data-src"], base);
    if (!url) continue;
    let header = false;
    let homeLink = false;
    let named =
      saysLogo(image.attributes.src) || saysLogo(image.attributes.alt) || image.attributes.itemprop === "logo";
    let elsewhere = false;
    for (const at of selfAndAncestors(tree, image.index)) {
      const names = namesOf(at);
      if (ELSEWHERE_TAGS.has(at.tag) || partners.has(at.index) || names.some((name) => ELSEWHERE_NAMES.test(name))) {
        elsewhere = true;
        break;
      }
      if (names.some(saysLogo)) named = true;
      if (at.tag === "header" || at.tag === "nav" || /^(banner|navigation)$/i.test(at.attributes.role ?? ""))
        header = true;
      if (names.some((name) => HEADER_NAMES.test(name))) header = true;
      if (isHomeLink(at, base, pageUrl)) homeLink = true;
    }
    if (elsewhere) continue;
    // only the first link home is the brand link (later ones are "Home" items in menus)
    const brandLink = homeLink && !homeLinkSeen;
    if (homeLink) homeLinkSeen = true;
    // in the header or the brand link, or named logo before the main content; then the more of these the better
    const candidate = header || brandLink || (named && image.index < firstContent);
    const rank = candidate ? 1 + (named ? 2 : 0) + (brandLink ? 2 : 0) + (header ? 1 : 0) : 0;
    if (rank > (best?.rank ?? 0)) best = { element: image, url, rank };
  }
  if (!best) return [];
  const { width, height } = best.element.attributes;
  return [
    { kind: "img-logo", url: best.url, size: largestSize(width ? `${width}x${height ?? width}` : undefined), type: "" },
  ];
}
