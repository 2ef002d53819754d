import { htmlToText } from "../extract/html-to-text";
import { scopeLinks, type CrawlScope } from "./crawl-scope";

/**
 * The links of a page the crawl may follow: absolute (against the page URL and its <base href>),
 * normalised (see normalizeUrl), same origin, under the path prefix for mode "path", no obvious
 * non-pages (images, styles, scripts, archives...) and no mailto:, tel: or javascript: links.
 */
export function discoverLinks(html: string, pageUrl: string, scope: CrawlScope): string[] {
  return scopeLinks(htmlToText(html, pageUrl).links, scope, pageUrl);
}
