import {
  assemblePreBuiltPlansFromStripe,
  createAccountLink,
  createConnectedAccount,
  getAgencyBillingState,
  refreshConnectedAccount,
  saveBillingSettings,
  upsertAgencyPlans,
} from "@parlo/core";
import {
  ZAccountLinkOutput,
  ZAgencyBillingState,
  ZCreateConnectedAccountInput,
  ZSaveBillingSettingsInput,
  ZStripePlansOutput,
  ZUpsertAgencyPlansInput,
  ZUpsertAgencyPlansOutput,
  ZWorkspaceScopeInput,
} from "@parlo/validators";
import { createTRPCRouter, ownerProcedure } from "../trpc";

/**
 * The SAAS Mode tab's card payments (agency-shell-dashboards.md sections 4 and 7): the agency's
 * connected Stripe account, its onboarding link, the price per credit and the client plans. Owner
 * only; every call works on the caller's own agency, whatever account an input names.
 */
export const agencyBillingRouter = createTRPCRouter({
  /** The steps as they stand (the stored plans, or the default ones until the first save). */
  state: ownerProcedure
    .input(ZWorkspaceScopeInput)
    .output(ZAgencyBillingState)
    .query(({ ctx }) =>
      getAgencyBillingState({ deps: ctx, region: ctx.workspace.region, workspaceId: ctx.workspace.id }),
    ),

  /** Step 1: creates the connected account (once). */
  createAccount: ownerProcedure
    .input(ZCreateConnectedAccountInput)
    .output(ZAgencyBillingState)
    .mutation(({ ctx, input }) =>
      createConnectedAccount({
        deps: ctx,
        region: ctx.workspace.region,
        workspaceId: ctx.workspace.id,
        country: input.country,
        email: input.email,
      }),
    ),

  /** Step 2: the one-time link to Stripe's hosted onboarding (or account details once connected). */
  accountLink: ownerProcedure
    .input(ZWorkspaceScopeInput)
    .output(ZAccountLinkOutput)
    .mutation(({ ctx }) =>
      createAccountLink({ deps: ctx, region: ctx.workspace.region, workspaceId: ctx.workspace.id }),
    ),

  /** Reads the account's state from Stripe (on the way back from the onboarding). */
  refreshAccount: ownerProcedure
    .input(ZWorkspaceScopeInput)
    .output(ZAgencyBillingState)
    .mutation(({ ctx }) =>
      refreshConnectedAccount({ deps: ctx, region: ctx.workspace.region, workspaceId: ctx.workspace.id }),
    ),

  /** Step 3: the extra per credit and whether clients may subscribe to plans. */
  saveBillingSettings: ownerProcedure
    .input(ZSaveBillingSettingsInput)
    .output(ZAgencyBillingState)
    .mutation(({ ctx, input }) =>
      saveBillingSettings({
        deps: ctx,
        region: ctx.workspace.region,
        workspaceId: ctx.workspace.id,
        usdPerCreditExtra: input.usdPerCreditExtra,
        allowPlans: input.allowPlans,
      }),
    ),

  /** Step 4: the plans as products and monthly prices on the connected account. */
  upsertAgencyPlans: ownerProcedure
    .input(ZUpsertAgencyPlansInput)
    .output(ZUpsertAgencyPlansOutput)
    .mutation(({ ctx, input }) =>
      upsertAgencyPlans({
        deps: ctx,
        region: ctx.workspace.region,
        workspaceId: ctx.workspace.id,
        agencyAccountId: input.agencyAccountId,
        plans: input.plans,
      }),
    ),

  /** The stored plans with the prices Stripe holds for them (assemblePreBuiltPlansFromStripe). */
  getPlans: ownerProcedure
    .input(ZWorkspaceScopeInput)
    .output(ZStripePlansOutput)
    .query(({ ctx }) =>
      assemblePreBuiltPlansFromStripe({ deps: ctx, region: ctx.workspace.region, workspaceId: ctx.workspace.id }),
    ),
});
