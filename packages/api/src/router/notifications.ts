import {
  listNotifications,
  markNotifications,
  pushPublicKey,
  pushRegions,
  removePushSubscription,
  savePushSubscription,
} from "@parlo/core";
import {
  ZMarkNotificationsOutput,
  ZNotificationsOutput,
  ZPushKeyOutput,
  ZPushSubscriptionInput,
  ZUnsubscribePushInput,
  ZWorkspaceMarkNotificationsInput,
  ZWorkspaceNotificationsInput,
} from "@parlo/validators";
import { TRPCError } from "@trpc/server";
import type { ApiContext } from "../context";
import { ok, ZOk } from "../ok-output";
import { createTRPCRouter, userProcedure, workspaceProcedure } from "../trpc";

/** The signed-in person's key as a notification recipient (the workspace secret is nobody's bell). */
function userRecipient(actor: ApiContext["actor"]): string {
  if (actor?.type !== "user")
    throw new TRPCError({ code: "FORBIDDEN", message: "Notifications belong to a signed-in person." });
  return `user:${actor.userId}`;
}

/**
 * The owner's dashboard bell (agency-shell-dashboards.md sections 2 and 4): the signed-in member's
 * notifications in the workspace. New ones are announced by the stream at /api/notifications/stream.
 */
export const notificationsRouter = createTRPCRouter({
  /** The latest 5 of each level, newest first, and how many are unseen. */
  list: workspaceProcedure
    .input(ZWorkspaceNotificationsInput)
    .output(ZNotificationsOutput)
    .query(({ ctx, input }) =>
      listNotifications({
        db: ctx.db,
        region: input.region,
        workspaceId: input.workspaceId,
        recipient: userRecipient(ctx.actor),
      }),
    ),

  /** Marks notifications seen (shown) or read (clicked; without ids: Mark all as read). */
  mark: workspaceProcedure
    .input(ZWorkspaceMarkNotificationsInput)
    .output(ZMarkNotificationsOutput)
    .mutation(({ ctx, input }) =>
      markNotifications({
        db: ctx.db,
        region: input.region,
        workspaceId: input.workspaceId,
        recipient: userRecipient(ctx.actor),
        ids: input.ids,
        as: input.as,
      }),
    ),

  /** The platform's VAPID public key: the browser subscribes to Web Push with it (the panel's switch). */
  pushKey: userProcedure.output(ZPushKeyOutput).query(({ ctx }) => pushPublicKey(ctx)),

  /** Keeps this browser's push subscription for the signed-in person, in every region (their workspaces may be in either). */
  subscribePush: userProcedure
    .input(ZPushSubscriptionInput)
    .output(ZOk)
    .mutation(async ({ ctx, input }) => {
      const recipient = `user:${ctx.actor.userId}`;
      await savePushSubscription({
        db: ctx.db,
        regions: pushRegions(ctx.db, recipient, ctx.actor.region),
        recipient,
        subscription: input,
        fetchGuard: ctx.fetchGuard,
      });
      return ok;
    }),

  /** Forgets this browser's push subscription (the switch turned off). */
  unsubscribePush: userProcedure
    .input(ZUnsubscribePushInput)
    .output(ZOk)
    .mutation(async ({ ctx, input }) => {
      const recipient = `user:${ctx.actor.userId}`;
      await removePushSubscription({
        db: ctx.db,
        regions: pushRegions(ctx.db, recipient, ctx.actor.region),
        recipient,
        endpoint: input.endpoint,
      });
      return ok;
    }),
});
