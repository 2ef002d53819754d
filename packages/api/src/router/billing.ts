import {
  addAddonToSubscription,
  cancelSubscription,
  changeAutoBilling,
  checkAddonStatus,
  checkDiscountCode,
  confirmSubscriptionPayment,
  confirmTopUp,
  createSubscription,
  getBillingOverview,
  getUserData,
  listInvoices,
  reactivateSubscription,
  removeAddonFromSubscription,
  setBillingCountry,
  topUpUsd,
  upsertPaymentMethod,
} from "@parlo/core";
import {
  ZAddAddonInput,
  ZBillingOverview,
  ZCancelSubscriptionInput,
  ZChangeAutoBillingInput,
  ZCheckAddonStatusInput,
  ZCheckAddonStatusOutput,
  ZCheckDiscountCodeInput,
  ZConfirmSubscriptionPaymentInput,
  ZConfirmTopUpInput,
  ZCreateSubscriptionInput,
  ZCreateSubscriptionOutput,
  ZCurrencyProfile,
  ZDiscount,
  ZGetUserDataOutput,
  ZInvoiceSummary,
  ZRemoveAddonInput,
  ZSetBillingCountryInput,
  ZSuccessOutput,
  ZTopUpOutput,
  ZTopUpUsdInput,
  ZUpsertPaymentMethodInput,
} from "@parlo/validators";
import { z } from "zod";
import { createTRPCRouter, ownerProcedure, workspaceProcedure } from "../trpc";

/**
 * Workspace billing (workspace-billing.md section 7's calls). Members may look at the plan; only the
 * owner (or the workspace secret) changes anything or spends money.
 */
export const billingRouter = createTRPCRouter({
  overview: workspaceProcedure
    .output(ZBillingOverview)
    .query(({ ctx }) => getBillingOverview({ deps: ctx, region: ctx.workspace.region, workspaceId: ctx.workspace.id })),

  invoices: ownerProcedure
    .output(z.array(ZInvoiceSummary))
    .query(({ ctx }) => listInvoices({ deps: ctx, region: ctx.workspace.region, workspaceId: ctx.workspace.id })),

  getUserData: ownerProcedure
    .output(ZGetUserDataOutput)
    .query(({ ctx }) => getUserData({ deps: ctx, region: ctx.workspace.region, workspaceId: ctx.workspace.id })),

  setCountry: ownerProcedure
    .input(ZSetBillingCountryInput)
    .output(ZCurrencyProfile)
    .mutation(({ ctx, input }) =>
      setBillingCountry({
        deps: ctx,
        region: ctx.workspace.region,
        workspaceId: ctx.workspace.id,
        countryCode: input.countryCode,
      }),
    ),

  upsertPaymentMethod: ownerProcedure
    .input(ZUpsertPaymentMethodInput)
    .output(z.object({ customerId: z.string() }))
    .mutation(({ ctx, input }) =>
      upsertPaymentMethod({ deps: ctx, region: ctx.workspace.region, workspaceId: ctx.workspace.id, input }),
    ),

  createSubscription: ownerProcedure
    .input(ZCreateSubscriptionInput)
    .output(ZCreateSubscriptionOutput)
    .mutation(({ ctx, input }) =>
      createSubscription({ deps: ctx, region: ctx.workspace.region, workspaceId: ctx.workspace.id, input }),
    ),

  confirmSubscriptionPayment: ownerProcedure
    .input(ZConfirmSubscriptionPaymentInput)
    .output(z.object({ status: z.string() }))
    .mutation(({ ctx, input }) =>
      confirmSubscriptionPayment({
        deps: ctx,
        region: ctx.workspace.region,
        workspaceId: ctx.workspace.id,
        paymentIntentId: input.paymentIntentId,
        subscriptionId: input.subscriptionId,
      }),
    ),

  topUpUsd: ownerProcedure
    .input(ZTopUpUsdInput)
    .output(ZTopUpOutput)
    .mutation(({ ctx, input }) =>
      topUpUsd({
        deps: ctx,
        region: ctx.workspace.region,
        workspaceId: ctx.workspace.id,
        amount: input.amount,
        currency: input.currency,
      }),
    ),

  confirmTopUp: ownerProcedure
    .input(ZConfirmTopUpInput)
    .output(ZTopUpOutput)
    .mutation(({ ctx, input }) =>
      confirmTopUp({
        deps: ctx,
        region: ctx.workspace.region,
        workspaceId: ctx.workspace.id,
        paymentIntentId: input.paymentIntentId,
      }),
    ),

  checkAddonStatus: ownerProcedure
    .input(ZCheckAddonStatusInput)
    .output(ZCheckAddonStatusOutput)
    .query(({ ctx, input }) =>
      checkAddonStatus({
        deps: ctx,
        region: ctx.workspace.region,
        workspaceId: ctx.workspace.id,
        addonKeys: input.addonKeys,
      }),
    ),

  addAddonToSubscription: ownerProcedure
    .input(ZAddAddonInput)
    .output(z.object({ errors: z.array(z.string()) }))
    .mutation(({ ctx, input }) =>
      addAddonToSubscription({
        deps: ctx,
        region: ctx.workspace.region,
        workspaceId: ctx.workspace.id,
        addons: input.addons,
      }),
    ),

  removeAddonFromSubscription: ownerProcedure
    .input(ZRemoveAddonInput)
    .output(z.object({ success: z.boolean(), errors: z.array(z.string()) }))
    .mutation(({ ctx, input }) =>
      removeAddonFromSubscription({
        deps: ctx,
        region: ctx.workspace.region,
        workspaceId: ctx.workspace.id,
        addonKeys: input.addonKeys,
      }),
    ),

  cancelSubscription: ownerProcedure
    .input(ZCancelSubscriptionInput)
    .output(z.object({ success: z.literal(true), cancelsAt: z.number().nullable() }))
    .mutation(({ ctx, input }) =>
      cancelSubscription({
        deps: ctx,
        region: ctx.workspace.region,
        workspaceId: ctx.workspace.id,
        reason: input.reason,
        details: input.details,
        userId: ctx.actor.type === "user" ? ctx.actor.userId : null,
      }),
    ),

  reactivateSubscription: ownerProcedure.output(z.object({ success: z.literal(true) })).mutation(({ ctx }) =>
    reactivateSubscription({
      deps: ctx,
      region: ctx.workspace.region,
      workspaceId: ctx.workspace.id,
      userId: ctx.actor.type === "user" ? ctx.actor.userId : null,
    }),
  ),

  checkDiscountCode: ownerProcedure
    .input(ZCheckDiscountCodeInput)
    .output(z.object({ discount: ZDiscount }))
    .mutation(({ ctx, input }) =>
      checkDiscountCode({
        deps: ctx,
        region: ctx.workspace.region,
        workspaceId: ctx.workspace.id,
        discountCode: input.discountCode,
      }),
    ),

  postChangeAutoBilling: ownerProcedure
    .input(ZChangeAutoBillingInput)
    .output(ZSuccessOutput)
    .mutation(({ ctx, input }) =>
      changeAutoBilling({ deps: ctx, region: ctx.workspace.region, workspaceId: ctx.workspace.id, input }),
    ),
});
