import {
  buyOrgCredits,
  cancelOrgSubscription,
  confirmOrgPurchase,
  createAgencySubscriptionSession,
  getOrgBillingOverview,
  saveOrgPaymentMethod,
} from "@parlo/core";
import {
  ZBuyOrgCreditsInput,
  ZCancelOrgSubscriptionOutput,
  ZConfirmOrgPurchaseInput,
  ZCreateSubscriptionSessionInput,
  ZCreateSubscriptionSessionOutput,
  ZOrgBillingOverview,
  ZOrgPurchaseOutput,
  ZSaveOrgPaymentMethodInput,
  ZSaveOrgPaymentMethodOutput,
} from "@parlo/validators";
import { createTRPCRouter, portalClientProcedure, portalClientWriteProcedure } from "../trpc";
import { portalClientScopeOf } from "./portal-client-scope";

/**
 * The client portal's Billing page (agency-shell-dashboards.md sections 2, 5 and 7 "Client
 * billing"): a signed-in client of the host's agency who has the Billing page, whose org allows
 * billing, once the agency's payments are connected (loadOrgBilling). Everything happens on the
 * host agency's own connected account; writes are refused in a read-only view.
 */
export const orgBillingRouter = createTRPCRouter({
  /** The card, billing details, newest invoices, subscription, plans, credits and Stripe.js settings. */
  overview: portalClientProcedure
    .output(ZOrgBillingOverview)
    .query(({ ctx }) => getOrgBillingOverview(portalClientScopeOf(ctx))),

  /** update-payment: the card made with Stripe.js becomes the org's default card. */
  savePaymentMethod: portalClientWriteProcedure
    .input(ZSaveOrgPaymentMethodInput)
    .output(ZSaveOrgPaymentMethodOutput)
    .mutation(({ ctx, input }) =>
      saveOrgPaymentMethod({ ...portalClientScopeOf(ctx), paymentMethodId: input.paymentMethodId }),
    ),

  /** pre-paid: buys credits with the saved card (or answers the client secret for 3-D Secure). */
  buyCredits: portalClientWriteProcedure
    .input(ZBuyOrgCreditsInput)
    .output(ZOrgPurchaseOutput)
    .mutation(({ ctx, input }) =>
      buyOrgCredits({ ...portalClientScopeOf(ctx), credits: input.credits, requestId: input.requestId }),
    ),

  /** After confirmCardPayment: adds the purchase's credits once it succeeded. */
  confirmPurchase: portalClientWriteProcedure
    .input(ZConfirmOrgPurchaseInput)
    .output(ZOrgPurchaseOutput)
    .mutation(({ ctx, input }) =>
      confirmOrgPurchase({ ...portalClientScopeOf(ctx), paymentIntentId: input.paymentIntentId }),
    ),

  /** create-subscription: a Checkout Session for one of the agency's plans. */
  createSubscriptionSession: portalClientWriteProcedure
    .input(ZCreateSubscriptionSessionInput)
    .output(ZCreateSubscriptionSessionOutput)
    .mutation(({ ctx, input }) =>
      createAgencySubscriptionSession({
        ...portalClientScopeOf(ctx),
        priceId: input.priceId,
        origin: ctx.portal.origin ?? null,
      }),
    ),

  /** cancel-subscription: ends the org's plan subscription at once. */
  cancelSubscription: portalClientWriteProcedure
    .output(ZCancelOrgSubscriptionOutput)
    .mutation(({ ctx }) => cancelOrgSubscription(portalClientScopeOf(ctx))),
});
