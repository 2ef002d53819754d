import { customTabDocument, findCustomTab, visibleCustomTabs } from "@parlo/core/portal";
import { sandboxedDocumentHeaders } from "@parlo/validators";
import { agencyRequest, currentViewer } from "@/server/current-viewer";

export const dynamic = "force-dynamic";

const SANDBOX_HEADERS = sandboxedDocumentHeaders();

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain; charset=utf-8", ...SANDBOX_HEADERS },
  });

// GET /api/custom-tab/{...href} on an agency's host - the agency's HTML custom tab at href as a
// sandboxed document (its HTML, then its script), for a signed-in viewer who sees the tab (the
// admin all, a client the always-visible ones). Anyone else, an unknown tab or an iframe tab: 404.
export async function GET(_request: Request, { params }: { params: Promise<{ href: string[] }> }) {
  const request = await agencyRequest();
  if (!request) return notFound();
  const signedIn = await currentViewer(request);
  if (!signedIn) return notFound();
  const { href } = await params;
  const tab = findCustomTab(visibleCustomTabs(request.agency.customTabs, signedIn.viewer), `/${href.join("/")}`);
  if (!tab || tab.pageType !== "html") return notFound();
  return new Response(customTabDocument(tab), {
    headers: { "Content-Type": "text/html; charset=utf-8", ...SANDBOX_HEADERS },
  });
}
