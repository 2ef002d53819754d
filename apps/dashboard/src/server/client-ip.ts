/**
 * The caller's IP address for rate limits: the first hop of X-Forwarded-For (set by Next's own
 * server for direct connections, and by the load balancer in production), else X-Real-IP.
 */
export function clientIpFrom(headers: Headers): string | null {
  const forwarded = headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  return forwarded || headers.get("x-real-ip")?.trim() || null;
}
