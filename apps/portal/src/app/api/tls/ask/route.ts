import { agencyHosts } from "@/server/agency-host";

export const dynamic = "force-dynamic";

/**
 * GET /api/tls/ask?domain={host} - the reverse proxy's on-demand TLS question (Caddy's `ask`):
 * 200 only for a verified agency domain, so certificates are issued for nothing else.
 */
export async function GET(request: Request) {
  const domain = new URL(request.url).searchParams.get("domain");
  const resolved = await agencyHosts().resolve(domain);
  const allowed = resolved.kind === "agency";
  return new Response(allowed ? "ok" : "not an agency domain", {
    status: allowed ? 200 : 404,
    headers: { "Cache-Control": "no-store", "Content-Type": "text/plain; charset=utf-8" },
  });
}
