/** Inputs and outputs of the `agency` router. */
import { z } from "zod";
import { ZWorkspaceScopeInput } from "../workspace";
import { ZAgency, ZAgencyForm } from "./agency-fields";

/**
 * The whitelabel add-on as the agency page sees it: `active` with the add-on or a running trial;
 * `offer` is what an owner without it is offered (the add-on alone on pay-as-you-go, otherwise the
 * pay-as-you-go plan with the add-on).
 */
export const ZWhitelabelAccess = z.object({
  active: z.boolean(),
  source: z.enum(["addon", "trial"]).nullable(),
  trialEndsAt: z.date().nullable(),
  /** the workspace has started its one trial (running or over) */
  trialUsed: z.boolean(),
  offer: z.enum(["addon", "payg_with_addon"]),
});
export type TWhitelabelAccess = z.infer<typeof ZWhitelabelAccess>;

export const ZAgencyGetOutput = z.object({
  /** null until the first save creates it */
  agency: ZAgency.nullable(),
  whitelabel: ZWhitelabelAccess,
});
export type TAgencyGetOutput = z.infer<typeof ZAgencyGetOutput>;

export const ZAgencySaveInput = ZWorkspaceScopeInput.extend({ agency: ZAgencyForm });
export type TAgencySaveInput = z.input<typeof ZAgencySaveInput>;

export const ZAgencySaveOutput = z.object({
  agency: ZAgency,
  /** the first save created the record ("Agency settings initialized") */
  initialized: z.boolean(),
});

/** The agency secret and the admin magic link made from it (owner only; never in other answers). */
export const ZAgencyAdminLinkOutput = z.object({
  secret: z.string(),
  magicLink: z.string(),
});
export type TAgencyAdminLinkOutput = z.infer<typeof ZAgencyAdminLinkOutput>;

export const ZActivateWhitelabelTrialOutput = z.object({ trialEndsAt: z.date() });
