import type { ApiContext, PortalHost } from "../context";

type PortalClientActor = Extract<NonNullable<ApiContext["actor"]>, { type: "client" }>;

/** The signed-in client's scope in a portal procedure: the host's agency, the session's client and org. */
export const portalClientScopeOf = (ctx: ApiContext & { portal: PortalHost; actor: PortalClientActor }) => ({
  deps: ctx,
  region: ctx.portal.region,
  agencyId: ctx.portal.agencyId,
  workspaceId: ctx.portal.workspaceId,
  clientId: ctx.actor.clientId,
  orgId: ctx.actor.orgId,
});
