import { getMembership, notificationHubFor, notificationStreamResponse } from "@parlo/core";
import { ZWorkspaceScopeInput } from "@parlo/validators";
import { getRequestSession } from "@/server/auth";
import { getDeps } from "@/server/deps";

export const dynamic = "force-dynamic";

const refuse = (status: number, text: string) =>
  new Response(text, { status, headers: { "content-type": "text/plain; charset=utf-8" } });

// GET /api/notifications/stream?region=&workspaceId= - the signed-in member's bell in that workspace
// as server-sent events: `notification` whenever something new is written for them (by any app
// instance: LISTEN/NOTIFY). Signed out: 401; not a member: 403.
export async function GET(request: Request) {
  const session = await getRequestSession(request);
  if (!session) return refuse(401, "Please sign in.");
  const url = new URL(request.url);
  const scope = ZWorkspaceScopeInput.safeParse({
    region: url.searchParams.get("region"),
    workspaceId: url.searchParams.get("workspaceId"),
  });
  if (!scope.success) return refuse(400, "Workspace not found");
  const { db } = getDeps();
  const membership = await getMembership({ db, ...scope.data, email: session.email });
  if (!membership) return refuse(403, "You are not a member of this workspace.");
  return notificationStreamResponse(notificationHubFor(db), `user:${session.userId}`, request.signal);
}
