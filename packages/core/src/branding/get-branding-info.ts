import { guardedFetch, type FetchGuardConfig, type GuardedResponse } from "../net/ssrf-guard";
import { FetchLimitError, FetchNetworkError, SsrfBlockedError } from "../net/fetch-errors";
import { BrandingError } from "./branding-error";
import { detectBrand } from "./detect-brand";
import { readPageBrand } from "./read-page-brand";

/** The whole analysis (page, stylesheets, manifest) ends within this by default. */
export const BRANDING_TIMEOUT_MS = 12_000;
/**
 * The body cap of every read: a page larger than this is refused; a stylesheet larger than this is
 * read up to it (a theme's own rules come first, bundled vendor CSS after), its cut-off last rule ignored.
 */
export const BRANDING_MAX_BYTES = 2 * 1024 * 1024;
const USER_AGENT = "ParloBot/1.0 (+website branding for onboarding)";

/** The addresses to try for what the user typed: a bare domain is tried with https, then http. */
export function websiteCandidates(website: string): string[] {
  const typed = website.trim();
  if (/^https?:\/\//i.test(typed)) return [typed];
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(typed)) return [];
  return [`https://${typed}`, `http://${typed}`];
}

function brandingErrorFor(error: unknown): BrandingError {
  if (error instanceof BrandingError) return error;
  if (error instanceof SsrfBlockedError) return new BrandingError("blocked", "This address may not be read.");
  if (error instanceof FetchLimitError && error.limit === "timeout") {
    return new BrandingError("timeout", "The website did not answer in time.");
  }
  if (error instanceof FetchLimitError || error instanceof FetchNetworkError) {
    return new BrandingError("unreachable", "The website could not be reached.");
  }
  if (error instanceof TypeError) return new BrandingError("unreachable", "This is not a website address.");
  throw error;
}

const isHtml = (response: GuardedResponse) => {
  const type = response.headers.get("content-type") ?? "";
  if (type) return /html/i.test(type);
  return /^\s*(<!doctype html|<html)/i.test(response.text().slice(0, 512));
};

/**
 * getBrandingInfo (section 7): the company's website read through the SSRF guard (a bare domain
 * tries https first, then http when https cannot connect), its linked stylesheets (at most 5; one
 * over the size cap read up to it) and manifest read alongside, everything within `timeoutMs`; answers the colours (at most 11, most
 * prominent first), the logo and the URL that answered. Throws a BrandingError: "blocked",
 * "timeout", "unreachable", "not-html", or "no-brand" when neither a colour nor a logo was found.
 */
export async function getBrandingInfo(input: {
  website: string;
  guard: FetchGuardConfig;
  timeoutMs?: number;
}): Promise<{ colors: string[]; favicon: string | null; url: string }> {
  const deadline = Date.now() + (input.timeoutMs ?? BRANDING_TIMEOUT_MS);
  const remaining = () => Math.max(1, deadline - Date.now());
  const fetchText = (url: string, accept: string, truncate = false) =>
    guardedFetch(
      url,
      { headers: { accept, "user-agent": USER_AGENT } },
      { ...input.guard, timeoutMs: remaining(), maxBytes: BRANDING_MAX_BYTES, truncateOverMaxBytes: truncate },
    );

  const candidates = websiteCandidates(input.website);
  if (candidates.length === 0) throw new BrandingError("unreachable", "Only http and https websites can be read.");
  let page: GuardedResponse | null = null;
  for (const [index, candidate] of candidates.entries()) {
    try {
      page = await fetchText(candidate, "text/html,application/xhtml+xml;q=0.9,*/*;q=0.5");
      break;
    } catch (error) {
      const failure = brandingErrorFor(error);
      // https could not connect (no TLS there): the next candidate is plain http
      const last = index === candidates.length - 1;
      if (last || !(error instanceof FetchNetworkError)) throw failure;
    }
  }
  if (!page) throw new BrandingError("unreachable", "The website could not be reached.");
  if (!page.ok) throw new BrandingError("unreachable", `The website answered HTTP ${page.status}.`);
  if (!isHtml(page)) throw new BrandingError("not-html", "The address is not a web page.");

  const linked = readPageBrand(page.text(), page.url);
  const readOrNull = async (url: string, accept: string, truncate = false) => {
    try {
      const response = await fetchText(url, accept, truncate);
      return response.ok ? response.text() : null;
    } catch {
      return null;
    }
  };
  const [stylesheets, manifestText] = await Promise.all([
    Promise.all(linked.stylesheets.map((url) => readOrNull(url, "text/css,*/*;q=0.1", true))),
    linked.manifest ? readOrNull(linked.manifest, "application/manifest+json,application/json") : null,
  ]);
  const brand = detectBrand({
    page: linked,
    stylesheets: stylesheets.filter((css): css is string => css !== null),
    manifest: manifestText !== null && linked.manifest ? { text: manifestText, url: linked.manifest } : null,
  });
  if (brand.colors.length === 0 && !brand.favicon) {
    throw new BrandingError("no-brand", "No colours or logo were found on the website.");
  }
  return { ...brand, url: page.url };
}
