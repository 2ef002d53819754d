/** The User-Agent header the knowledge crawler sends on every request (robots.txt, sitemaps, pages). */
export const CRAWLER_USER_AGENT = "ParloBot/1.0 (+knowledge base crawler)";

/**
 * The product token robots.txt groups are matched against ("User-agent: ParloBot"): the first word
 * of the User-Agent header without its version, as robots.txt parsers expect.
 */
export function robotsToken(userAgent: string): string {
  const first = userAgent.trim().split(/\s+/)[0] ?? "";
  return first.split("/")[0] || "*";
}

/** The headers of every crawler request. */
export function crawlerHeaders(userAgent: string, accept: string): Record<string, string> {
  return { "user-agent": userAgent, accept };
}
