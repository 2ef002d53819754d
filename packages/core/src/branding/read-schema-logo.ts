import { absoluteUrl } from "./page-urls";

/** Things whose "logo" is not the site's own: a product, a review, a person, an offer, an event. */
const NOT_THE_SITE = /^(Product|Review|Person|Offer|AggregateRating|Event|Rating|Brand)$/i;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const typesOf = (node: Record<string, unknown>): string[] => {
  const type = node["@type"];
  if (typeof type === "string") return [type];
  return Array.isArray(type) ? type.filter((item): item is string => typeof item === "string") : [];
};

/** The URL a schema.org logo value names: a URL, or an ImageObject's url / contentUrl. */
function logoUrl(value: unknown): string | null {
  if (typeof value === "string") return value;
  if (Array.isArray(value)) return logoUrl(value[0]);
  if (!isRecord(value)) return null;
  for (const key of ["url", "contentUrl", "@id"]) {
    const url = value[key];
    if (typeof url === "string" && !url.includes("#")) return url;
  }
  return null;
}

function collect(node: unknown, found: string[], base: string, depth: number) {
  if (depth > 6) return;
  if (Array.isArray(node)) {
    for (const item of node) collect(item, found, base, depth + 1);
    return;
  }
  if (!isRecord(node)) return;
  const types = typesOf(node);
  if ("logo" in node && !types.some((type) => NOT_THE_SITE.test(type))) {
    const url = absoluteUrl(logoUrl(node.logo) ?? undefined, base);
    if (url && !found.includes(url)) found.push(url);
  }
  // an organisation's logo can sit in the @graph, or as a page's publisher
  for (const key of ["@graph", "publisher", "mainEntity", "isPartOf", "about"])
    collect(node[key], found, base, depth + 1);
}

/**
 * The logos a JSON-LD block (schema.org) gives the site itself: an Organization's (or
 * LocalBusiness', WebSite's) `logo`, also in an @graph or as a page's publisher; products',
 * reviews' and people's left out. A block that is not JSON answers nothing.
 */
export function readSchemaLogos(text: string, base: string): string[] {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return [];
  }
  const found: string[] = [];
  collect(json, found, base, 0);
  return found;
}
