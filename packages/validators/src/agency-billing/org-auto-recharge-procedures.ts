/**
 * The portal's Auto-Recharge card (router `orgRecharge`, the signed-in client's org): the
 * settings with whether a card is saved, and their save (the spec's update-autorecharge:
 * automaticBilling, threshold, amount).
 */
import { z } from "zod";
import { ZCurrency } from "../billing/currency-profile";
import { ORG_AUTO_RECHARGE } from "./org-billing-ranges";

const zStepped = (range: { min: number; max: number; step: number }, unit: string) =>
  z
    .number({ error: "Please enter a valid number" })
    .int("Please enter a whole number")
    .min(range.min, `Choose at least ${range.min.toLocaleString("en-US")} ${unit}`)
    .max(range.max, `Choose at most ${range.max.toLocaleString("en-US")} ${unit}`)
    .refine((value) => (value - range.min) % range.step === 0, `Choose a step of ${range.step} ${unit}`);

export const ZOrgAutoRechargeSettings = z.object({
  automaticBilling: z.boolean(),
  threshold: zStepped(ORG_AUTO_RECHARGE.threshold, "credits"),
  amount: zStepped(ORG_AUTO_RECHARGE.amount, "units"),
});
export type TOrgAutoRechargeSettings = z.infer<typeof ZOrgAutoRechargeSettings>;

/** update-autorecharge's input: the card's three fields. */
export const ZSaveOrgAutoRechargeInput = ZOrgAutoRechargeSettings;

/** Why the org's last automatic recharge did not go through, until a recharge is paid. */
export const ZOrgRechargeIssue = z.discriminatedUnion("kind", [
  /** the bank asked for authentication: the payment link e-mailed to the org's admins (Stripe Checkout) */
  z.object({ kind: z.literal("needs_confirmation"), payUrl: z.url({ protocol: /^https?$/ }).nullable() }),
  /** the card was declined: its message */
  z.object({ kind: z.literal("declined"), reason: z.string().nullable() }),
]);
export type TOrgRechargeIssue = z.infer<typeof ZOrgRechargeIssue>;

/** The card's data: `available` is false when the org's billing is not open to this client. */
export const ZOrgAutoRechargeState = z.object({
  available: z.boolean(),
  settings: ZOrgAutoRechargeSettings,
  /** the org has a saved card (auto-recharge can be turned on) */
  hasPaymentMethod: z.boolean(),
  /** the agency's account currency, in which `amount` is charged */
  currency: ZCurrency,
  /** credits the amount buys at the agency's price (null when billing is not available) */
  creditsPerRecharge: z.number().int().nonnegative().nullable(),
  /** the last automatic recharge's issue (null when it went through, or none ran) */
  issue: ZOrgRechargeIssue.nullable(),
});
export type TOrgAutoRechargeState = z.infer<typeof ZOrgAutoRechargeState>;

export const ZSaveOrgAutoRechargeOutput = z.object({
  settings: ZOrgAutoRechargeSettings,
  message: z.string(),
});
