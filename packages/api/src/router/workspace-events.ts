import {
  getEventSettings,
  getEventSigningSecret,
  regenerateEventSigningSecret,
  sendTestEvent,
  updateEventSettings,
} from "@parlo/core";
import {
  ZGetWorkspaceEventSettingsInput,
  ZGetWorkspaceEventSigningSecretInput,
  ZRegenerateWorkspaceEventSigningSecretInput,
  ZSendWorkspaceTestEventInput,
  ZSendWorkspaceTestEventOutput,
  ZUpdateWorkspaceEventSettingsInput,
  ZWorkspaceEventSettingsOutput,
  ZWorkspaceEventSigningSecretOutput,
} from "@parlo/validators";
import { createTRPCRouter, ownerProcedure, workspaceProcedure } from "../trpc";

/**
 * Event forwarding settings of a workspace (workspace-billing.md section 4): the endpoint and the
 * subscribed event types, kept in `internal.eventSettings`. Members read them; the owner (or the
 * workspace secret) changes them, sends a test event, and reads or regenerates the signing secret
 * the events are signed with.
 */
export const workspaceEventsRouter = createTRPCRouter({
  /** The endpoint, the subscribed types and every type with its label. */
  getSettings: workspaceProcedure
    .input(ZGetWorkspaceEventSettingsInput)
    .output(ZWorkspaceEventSettingsOutput)
    .query(({ ctx }) => getEventSettings({ db: ctx.db, region: ctx.workspace.region, workspaceId: ctx.workspace.id })),

  /** Saves the endpoint ("" turns forwarding off; https, or http for SSRF_ALLOWED_HOSTS) and the types. */
  updateSettings: ownerProcedure
    .input(ZUpdateWorkspaceEventSettingsInput)
    .output(ZWorkspaceEventSettingsOutput)
    .mutation(({ ctx, input }) =>
      updateEventSettings({
        db: ctx.db,
        region: ctx.workspace.region,
        workspaceId: ctx.workspace.id,
        fetchGuard: ctx.fetchGuard,
        settings: { endpoint: input.endpoint, subscribedEvents: input.subscribedEvents },
      }),
    ),

  /** Sends a `test` event to the saved endpoint now (whatever the subscriptions) and says how it answered. */
  sendTest: ownerProcedure
    .input(ZSendWorkspaceTestEventInput)
    .output(ZSendWorkspaceTestEventOutput)
    .mutation(({ ctx }) => sendTestEvent(ctx, { region: ctx.workspace.region, workspaceId: ctx.workspace.id })),

  /** The secret that signs the events (`webhook-signature`), made on first use; owner only. */
  signingSecret: ownerProcedure
    .input(ZGetWorkspaceEventSigningSecretInput)
    .output(ZWorkspaceEventSigningSecretOutput)
    .query(async ({ ctx }) => ({
      signingSecret: await getEventSigningSecret({
        db: ctx.db,
        region: ctx.workspace.region,
        workspaceId: ctx.workspace.id,
      }),
    })),

  /** Replaces the signing secret; events sent from now on (retries included) are signed with the new one. */
  regenerateSigningSecret: ownerProcedure
    .input(ZRegenerateWorkspaceEventSigningSecretInput)
    .output(ZWorkspaceEventSigningSecretOutput)
    .mutation(async ({ ctx }) => ({
      signingSecret: await regenerateEventSigningSecret({
        db: ctx.db,
        region: ctx.workspace.region,
        workspaceId: ctx.workspace.id,
      }),
    })),
});
