import "server-only";
import { loadPortalViewer, readClientSession, type PortalViewer } from "@parlo/core/portal";
import { CLIENT_SESSION, PORTAL_ORG_COOKIE, type TClientSessionView } from "@parlo/validators";
import { cookies } from "next/headers";
import { cache } from "react";
import { currentAgency, type PortalRequest } from "./current-agency";
import { db } from "./db";

export type AgencyRequest = Extract<PortalRequest, { kind: "agency" }>;

/**
 * This request's portal session on its agency's host, and who it is (once per request): null when
 * signed out, or when the cookie is of another agency, ended or expired.
 */
export const currentViewer = cache(
  async (request: AgencyRequest): Promise<{ session: TClientSessionView; viewer: PortalViewer } | null> => {
    const jar = await cookies();
    const cookieValue = jar.get(CLIENT_SESSION.cookieName)?.value ?? null;
    const session = await readClientSession({ deps: { db }, agencyId: request.host.agencyId, cookieValue });
    if (!session) return null;
    const adminOrgId = jar.get(PORTAL_ORG_COOKIE)?.value ?? null;
    const viewer = await loadPortalViewer({ db, workspaceId: request.workspaceId, session, adminOrgId });
    return viewer ? { session, viewer } : null;
  },
);

/** The agency this request's host serves, or null (the portal's own address, an unknown host). */
export async function agencyRequest(): Promise<AgencyRequest | null> {
  const request = await currentAgency();
  return request.kind === "agency" ? request : null;
}
