import { isRegion } from "@parlo/db";
import { routes } from "@/lib/routes";
import { chatPageResponse } from "@/server/chat-page-response";

export const dynamic = "force-dynamic";

/** Demo (/app/{region}/prototype?vg_id={agentId}): the agent full-page, as visitors will see it. */
export async function GET(request: Request, { params }: { params: Promise<{ region: string }> }) {
  const { region } = await params;
  const agentId = new URL(request.url).searchParams.get("vg_id") ?? "";
  return chatPageResponse(region, agentId, {
    variant: "page",
    channel: "prototype",
    // a full page load: any website may frame this page, the agent's page refuses to be framed
    footerLink: isRegion(region) ? { href: routes.agent(region, agentId), label: "Back to the agent" } : undefined,
  });
}
