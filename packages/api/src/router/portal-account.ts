import {
  addPortalOrgUser,
  createPortalAgent,
  getPortalAccount,
  listNotifications,
  markNotifications,
  getPortalOrg,
  pushPublicKey,
  removePushSubscription,
  savePushSubscription,
  updatePortalAccount,
  sendClientFeedback,
  setClientStatus,
  updatePortalOrg,
} from "@parlo/core";
import {
  ZAddOrgUserInput,
  ZAddOrgUserOutput,
  ZClientFeedbackInput,
  ZClientFeedbackOutput,
  ZClientStatusInput,
  ZClientStatusOutput,
  ZMarkNotificationsInput,
  ZMarkNotificationsOutput,
  ZNotificationsOutput,
  ZPortalAccount,
  ZPortalCreateAgentInput,
  ZPortalCreateAgentOutput,
  ZPortalOrgChanges,
  ZPortalOrgOutput,
  ZPushKeyOutput,
  ZPushSubscriptionInput,
  ZUnsubscribePushInput,
  ZUpdatePortalAccountInput,
  ZUpdatePortalAccountOutput,
} from "@parlo/validators";
import { ok, ZOk } from "../ok-output";
import { createTRPCRouter, portalClientProcedure, portalClientWriteProcedure } from "../trpc";
import { portalClientScopeOf } from "./portal-client-scope";

/**
 * The client portal's Account and organization drawers (agency-shell-dashboards.md sections 2
 * and 6): a client edits its own account; every member reads its org; its org admin changes the
 * org's about and switches and adds users ("You are not an admin" for the others); a client
 * allowed to create agents makes one for its org.
 */
export const portalAccountRouter = createTRPCRouter({
  /** The signed-in client's account. */
  account: portalClientProcedure.output(ZPortalAccount).query(({ ctx }) => getPortalAccount(portalClientScopeOf(ctx))),

  /** Saves the client's changed fields; a new password (with the current one) ends its sessions. */
  updateAccount: portalClientWriteProcedure
    .input(ZUpdatePortalAccountInput)
    .output(ZUpdatePortalAccountOutput)
    .mutation(({ ctx, input }) => updatePortalAccount({ ...portalClientScopeOf(ctx), input, clientIp: ctx.clientIp })),

  /** The client's org, its users, and whether the client is its admin. */
  org: portalClientProcedure
    .output(ZPortalOrgOutput)
    .query(async ({ ctx }) => ({ org: await getPortalOrg(portalClientScopeOf(ctx)) })),

  /** The org admin saves the org's changed fields. */
  updateOrg: portalClientWriteProcedure
    .input(ZPortalOrgChanges)
    .output(ZPortalOrgOutput)
    .mutation(async ({ ctx, input }) => ({
      org: await updatePortalOrg({ ...portalClientScopeOf(ctx), changes: input }),
    })),

  /** The org admin adds a user to the org; answers its password this once. */
  addOrgUser: portalClientWriteProcedure
    .input(ZAddOrgUserInput)
    .output(ZAddOrgUserOutput)
    .mutation(({ ctx, input }) => addPortalOrgUser({ ...portalClientScopeOf(ctx), user: input })),

  /** The client's online/offline toggle (the portal sets it online when it loads). */
  setStatus: portalClientWriteProcedure
    .input(ZClientStatusInput)
    .output(ZClientStatusOutput)
    .mutation(({ ctx, input }) => setClientStatus(portalClientScopeOf(ctx), input.online)),

  /** The top bar's feedback form: e-mailed to the agency (only when it sends from its own verified domain). */
  sendFeedback: portalClientWriteProcedure
    .input(ZClientFeedbackInput)
    .output(ZClientFeedbackOutput)
    .mutation(({ ctx, input }) => sendClientFeedback({ ...portalClientScopeOf(ctx), message: input.message })),

  /** The client's bell: the latest 5 notifications of each level, and how many are unseen. */
  notifications: portalClientProcedure.output(ZNotificationsOutput).query(({ ctx }) =>
    listNotifications({
      db: ctx.db,
      region: ctx.portal.region,
      workspaceId: ctx.portal.workspaceId,
      recipient: `client:${ctx.actor.clientId}`,
    }),
  ),

  /** Marks the client's notifications seen (shown) or read (clicked; without ids: Mark all as read). */
  markNotifications: portalClientWriteProcedure
    .input(ZMarkNotificationsInput)
    .output(ZMarkNotificationsOutput)
    .mutation(({ ctx, input }) =>
      markNotifications({
        db: ctx.db,
        region: ctx.portal.region,
        workspaceId: ctx.portal.workspaceId,
        recipient: `client:${ctx.actor.clientId}`,
        ids: input.ids,
        as: input.as,
      }),
    ),

  /** The platform's VAPID public key: the client's browser subscribes to Web Push with it. */
  pushKey: portalClientProcedure.output(ZPushKeyOutput).query(({ ctx }) => pushPublicKey(ctx)),

  /** Keeps this browser's push subscription for the client (in its workspace's region); not in a read-only view. */
  subscribePush: portalClientWriteProcedure
    .input(ZPushSubscriptionInput)
    .output(ZOk)
    .mutation(async ({ ctx, input }) => {
      await savePushSubscription({
        db: ctx.db,
        regions: [ctx.portal.region],
        recipient: `client:${ctx.actor.clientId}`,
        subscription: input,
        fetchGuard: ctx.fetchGuard,
      });
      return ok;
    }),

  /** Forgets this browser's push subscription for the client. */
  unsubscribePush: portalClientWriteProcedure
    .input(ZUnsubscribePushInput)
    .output(ZOk)
    .mutation(async ({ ctx, input }) => {
      await removePushSubscription({
        db: ctx.db,
        regions: [ctx.portal.region],
        recipient: `client:${ctx.actor.clientId}`,
        endpoint: input.endpoint,
      });
      return ok;
    }),

  /** New Agent (a client with allowCreateAgents): an agency agent given to the client's org. */
  createAgent: portalClientWriteProcedure
    .input(ZPortalCreateAgentInput)
    .output(ZPortalCreateAgentOutput)
    .mutation(({ ctx, input }) => createPortalAgent({ ...portalClientScopeOf(ctx), ...input })),
});
