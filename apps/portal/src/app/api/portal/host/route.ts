import { requestAgencyHost } from "@/server/agency-host";

export const dynamic = "force-dynamic";

/**
 * GET /api/portal/host - which agency this address serves ({ agencyId } or 404). The dashboard's
 * live check fetches it through the custom domain over HTTPS and compares the answer.
 */
export async function GET() {
  const resolved = await requestAgencyHost();
  if (resolved.kind !== "agency")
    return Response.json({ agencyId: null }, { status: 404, headers: { "Cache-Control": "no-store" } });
  return Response.json({ agencyId: resolved.agencyId }, { headers: { "Cache-Control": "no-store" } });
}
