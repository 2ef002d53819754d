import { isRegion } from "@parlo/db";
import { sandboxedDocumentHeaders } from "@parlo/validators";
import { customTabDocument } from "@parlo/core";
import { hrefOfSegments } from "@/lib/custom-tab-paths";
import { getSession } from "@/server/auth";
import { savedCustomTab } from "@/server/saved-custom-tab";

export const dynamic = "force-dynamic";

/**
 * The same as the config's rule for this route (security-header-rules.ts SANDBOXED_ROUTES, which
 * Next sends in its place): the document gets an opaque origin, even when opened directly, and
 * only the dashboard's own pages may frame it.
 */
const SANDBOX_HEADERS = sandboxedDocumentHeaders();

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", ...SANDBOX_HEADERS },
  });

// GET /api/agency/custom-tab/{region}/{workspaceId}/{...href} - the saved HTML tab at href of the
// workspace's agency as a sandboxed document (its HTML, then its script). The workspace owner's
// session only (agency.get); anyone else, an unknown tab or an iframe tab: 404. Sets no cookie.
export async function GET(
  _request: Request,
  { params }: { params: Promise<{ region: string; workspaceId: string; href: string[] }> },
) {
  const { region, workspaceId, href } = await params;
  if (!isRegion(region) || !(await getSession())) return notFound();
  const saved = await savedCustomTab({ region, workspaceId, href: hrefOfSegments(href) });
  if (saved.status !== "found" || saved.tab.pageType !== "html") return notFound();
  return new Response(customTabDocument(saved.tab), {
    headers: { "Content-Type": "text/html; charset=utf-8", ...SANDBOX_HEADERS },
  });
}
