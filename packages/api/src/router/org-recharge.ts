import { getOrgAutoRecharge, saveOrgAutoRecharge } from "@parlo/core";
import { ZOrgAutoRechargeState, ZSaveOrgAutoRechargeInput, ZSaveOrgAutoRechargeOutput } from "@parlo/validators";
import { createTRPCRouter, portalClientProcedure, portalClientWriteProcedure } from "../trpc";
import { portalClientScopeOf } from "./portal-client-scope";

/**
 * The portal's Auto-Recharge card (agency-shell-dashboards.md sections 2, 5 and 7
 * update-autorecharge): the signed-in client's org's settings, on the host agency's connected
 * account. Whether the client may use its org's billing is decided by core's loadOrgBilling.
 */
export const orgRechargeRouter = createTRPCRouter({
  /** The org's auto-recharge settings, whether a card is saved, the account's currency. */
  settings: portalClientProcedure
    .output(ZOrgAutoRechargeState)
    .query(({ ctx }) => getOrgAutoRecharge(portalClientScopeOf(ctx))),

  /** Saves them; turning auto-recharge on needs a saved card. */
  save: portalClientWriteProcedure
    .input(ZSaveOrgAutoRechargeInput)
    .output(ZSaveOrgAutoRechargeOutput)
    .mutation(({ ctx, input }) => saveOrgAutoRecharge({ ...portalClientScopeOf(ctx), input })),
});
