/**
 * Credits between an agency's workspace and its orgs (agency-shell-dashboards.md sections 2 "Credit
 * transfer dialog", 5 "Credits and billing" and 8): the messages, and the transfer's input.
 */
import { z } from "zod";
import { ZWorkspaceScopeInput } from "../workspace";
import { zOrgId } from "./org-fields";

export const CREDIT_TRANSFER_MESSAGES = {
  invalidAmount: "Please enter a valid amount to transfer.",
  notEnoughInWorkspace: "Not enough credits in workspace.",
  notEnoughInOrg: "Not enough credits in org.",
  /** the dialog's text for a 404 */
  workspaceNotFound: "Workspace not found. Please refresh and try again.",
  /** the dialog's text for any other failure */
  failed: "Failed to transfer credits. Please try again.",
  transferred: "Credits transferred",
} as const;

/** The most credits one transfer moves (far above any balance: a typo's guard). */
export const CREDIT_TRANSFER_MAX = 1_000_000_000;

/** toOrg: from the workspace to the org; toWorkspace: back. */
export const CREDIT_TRANSFER_DIRECTIONS = ["toOrg", "toWorkspace"] as const;
export type TCreditTransferDirection = (typeof CREDIT_TRANSFER_DIRECTIONS)[number];

/**
 * An amount of credits as typed: a positive number with at most 4 decimals (the ledger's
 * precision), kept as its decimal text so nothing is lost to floating point.
 */
export const zCreditAmount = z
  .union([z.string(), z.number()], { error: CREDIT_TRANSFER_MESSAGES.invalidAmount })
  .transform((value) => (typeof value === "number" ? String(value) : value.trim()))
  .refine((text) => /^\d{1,10}(\.\d{1,4})?$/.test(text), CREDIT_TRANSFER_MESSAGES.invalidAmount)
  .refine((text) => Number(text) > 0 && Number(text) <= CREDIT_TRANSFER_MAX, CREDIT_TRANSFER_MESSAGES.invalidAmount);

export const ZTransferCreditsInput = ZWorkspaceScopeInput.extend({
  orgId: zOrgId,
  direction: z.enum(CREDIT_TRANSFER_DIRECTIONS),
  amount: zCreditAmount,
});
export type TTransferCreditsInput = z.input<typeof ZTransferCreditsInput>;

/** The balances after the transfer (numbers for display: credits are shown with one decimal). */
export const ZTransferCreditsOutput = z.object({ workspaceBalance: z.number(), orgBalance: z.number() });
export type TTransferCreditsOutput = z.infer<typeof ZTransferCreditsOutput>;

/** Credits as the client portal and the org cards show them (section 9): one decimal, grouped ("1,234.5"). */
export function formatCreditsOneDecimal(credits: number): string {
  return credits.toLocaleString("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
