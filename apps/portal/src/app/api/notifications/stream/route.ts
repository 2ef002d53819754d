import { notificationHubFor, notificationStreamResponse } from "@parlo/core/portal";
import { agencyRequest, currentViewer } from "@/server/current-viewer";
import { db } from "@/server/db";

export const dynamic = "force-dynamic";

// GET /api/notifications/stream on an agency's host - the signed-in client's bell as server-sent
// events: `notification` whenever something new is written for it (any app instance: LISTEN/NOTIFY).
// The agency admin has no bell; anyone else: 401.
export async function GET(request: Request) {
  const agency = await agencyRequest();
  const signedIn = agency ? await currentViewer(agency) : null;
  const clientId = signedIn?.session.client?.id;
  if (!signedIn || signedIn.viewer.kind !== "client" || !clientId) {
    return new Response("Please login again.", {
      status: 401,
      headers: { "content-type": "text/plain; charset=utf-8" },
    });
  }
  return notificationStreamResponse(notificationHubFor(db), `client:${clientId}`, request.signal);
}
