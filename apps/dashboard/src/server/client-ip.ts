/**
 * The caller's IP address for rate limits. X-Forwarded-For is set by Next's own server to the
 * socket address for direct connections; behind a load balancer, the balancer appends the address
 * it saw. The last hop is used because earlier hops can be written by the client itself.
 */
export function clientIpFrom(headers: Headers): string | null {
  const hops = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((hop) => hop.trim())
    .filter(Boolean);
  return hops.at(-1) ?? headers.get("x-real-ip")?.trim() ?? null;
}
