/** Where a visitor is, as far as the edge in front of the product says (no IP database here). */
export interface VisitorGeo {
  /** ISO 3166-1 alpha-2, upper case */
  country: string;
  region?: string;
  city?: string;
}

/**
 * Country, region and city headers set by common edges and load balancers (Cloudflare, Vercel,
 * CloudFront, Google Cloud load balancing with custom headers, or any proxy told to send
 * X-Geo-Country). The first header with a valid value wins.
 */
const COUNTRY_HEADERS = [
  "cf-ipcountry",
  "x-vercel-ip-country",
  "cloudfront-viewer-country",
  "x-appengine-country",
  "x-geo-country",
];
const REGION_HEADERS = [
  "cf-region-code",
  "x-vercel-ip-country-region",
  "cloudfront-viewer-country-region",
  "x-appengine-region",
  "x-geo-region",
];
const CITY_HEADERS = ["cf-ipcity", "x-vercel-ip-city", "cloudfront-viewer-city", "x-appengine-city", "x-geo-city"];

function first(headers: Headers, names: readonly string[], valid: (value: string) => boolean): string | undefined {
  for (const name of names) {
    const raw = headers.get(name)?.trim();
    if (!raw) continue;
    let value = raw;
    try {
      // Vercel URL-encodes city names
      value = decodeURIComponent(raw);
    } catch {
      // not encoded
    }
    value = value.trim().slice(0, 80);
    if (valid(value)) return value;
  }
  return undefined;
}

const isCountry = (value: string) => /^[A-Za-z]{2}$/.test(value) && !/^(xx|t1)$/i.test(value);
const hasControlCharacter = (value: string) => [...value].some((c) => c.charCodeAt(0) < 32);
const isPlace = (value: string) => value.length > 0 && !/[<>]/.test(value) && !hasControlCharacter(value);

/** The visitor's place from the request's geo headers, or null when there are none. */
export function visitorGeoFrom(headers: Headers): VisitorGeo | null {
  const country = first(headers, COUNTRY_HEADERS, isCountry);
  if (!country) return null;
  const region = first(headers, REGION_HEADERS, isPlace);
  const city = first(headers, CITY_HEADERS, isPlace);
  return { country: country.toUpperCase(), ...(region ? { region } : {}), ...(city ? { city } : {}) };
}
