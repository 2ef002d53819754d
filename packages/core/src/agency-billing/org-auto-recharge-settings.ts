import {
  creditsForAmountMinor,
  DEFAULT_ORG_AUTO_RECHARGE,
  ORG_BILLING_MESSAGES,
  orgAutoRechargeOf,
  type TOrgAutoRechargeSettings,
  type TOrgAutoRechargeState,
  type TOrgRechargeIssue,
} from "@parlo/validators";
import { withStripe } from "../billing/billing-errors";
import { DomainError } from "../errors";
import { loadOrgBilling, orgDefaultPaymentMethod, type OrgBilling, type OrgBillingScope } from "./org-billing-context";

/** Whole units of the account currency -> minor units (every client-billing currency has 2 decimals). */
export const minorOfWholeUnits = (units: number): number => units * 100;

/** The credits one recharge of `amount` buys at the agency's price. */
export function creditsPerRecharge(billing: Pick<OrgBilling, "pricing">, amount: number): number {
  return creditsForAmountMinor({
    amountMinor: minorOfWholeUnits(amount),
    microUsdPerCredit: billing.pricing.microUsdPerCredit,
    exchangeRate: billing.pricing.exchangeRate,
  });
}

/** Why the org's last automatic recharge did not go through, as the card shows it. */
function rechargeIssueOf(org: OrgBilling["org"]): TOrgRechargeIssue | null {
  const detail = org.autochargeIssueDetail;
  switch (org.autochargeIssue) {
    case "needs_confirmation":
      return { kind: "needs_confirmation", payUrl: detail && /^https?:\/\//.test(detail) ? detail : null };
    case "declined":
      return { kind: "declined", reason: detail };
    case null:
      return null;
  }
}

/** The card's answer when the org's auto-recharge is not open to the client. */
const unavailable = (): TOrgAutoRechargeState => ({
  available: false,
  settings: DEFAULT_ORG_AUTO_RECHARGE,
  hasPaymentMethod: false,
  currency: "usd",
  creditsPerRecharge: null,
  issue: null,
});

/**
 * The Auto-Recharge card's data for the signed-in client: the org's settings, whether a card is
 * saved, the account's currency, and why the last automatic recharge did not go through. When the org's billing is not open to the client (no Billing page,
 * billing off, payments not connected or not configured) it answers `available: false` with the
 * defaults and nothing of the org.
 */
export async function getOrgAutoRecharge(scope: OrgBillingScope): Promise<TOrgAutoRechargeState> {
  let billing: OrgBilling;
  try {
    billing = await loadOrgBilling(scope);
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return unavailable();
  }
  if (!billing.agency.autoBilling.allowAutoRecharge) return unavailable();
  const settings = orgAutoRechargeOf(billing.org.autocharge);
  const method = await withStripe(ORG_BILLING_MESSAGES.rechargeFailed, () => orgDefaultPaymentMethod(billing));
  return {
    available: true,
    settings,
    hasPaymentMethod: method !== null,
    currency: billing.pricing.currency,
    creditsPerRecharge: creditsPerRecharge(billing, settings.amount),
    issue: rechargeIssueOf(billing.org),
  };
}

/**
 * update-autorecharge: saves the org's auto-recharge settings. Turning it on needs a saved card
 * ("Please add a payment method before enabling auto-recharge settings."). The three fields are
 * merged into `Org.autocharge` in one statement, so other keys stored there stay.
 */
export async function saveOrgAutoRecharge(
  call: OrgBillingScope & { input: TOrgAutoRechargeSettings },
): Promise<{ settings: TOrgAutoRechargeSettings; message: string }> {
  const billing = await loadOrgBilling(call);
  if (!billing.agency.autoBilling.allowAutoRecharge) {
    throw new DomainError("FORBIDDEN", ORG_BILLING_MESSAGES.autoRechargeNotOffered);
  }
  const { input } = call;
  if (input.automaticBilling) {
    const method = await withStripe(ORG_BILLING_MESSAGES.rechargeFailed, () => orgDefaultPaymentMethod(billing));
    if (!method) throw new DomainError("BAD_REQUEST", ORG_BILLING_MESSAGES.addPaymentMethodForRecharge);
  }
  const settings: TOrgAutoRechargeSettings = {
    automaticBilling: input.automaticBilling,
    threshold: input.threshold,
    amount: input.amount,
  };
  const db = call.deps.db.for(call.region);
  const updated = await db.$executeRaw`
    UPDATE "Org" SET "autocharge" = (CASE WHEN jsonb_typeof("autocharge") = 'object' THEN "autocharge" ELSE '{}'::jsonb END)
      || ${JSON.stringify(settings)}::jsonb
    WHERE "id" = ${billing.org.id}`;
  if (updated !== 1) throw new DomainError("NOT_FOUND", ORG_BILLING_MESSAGES.billingUnavailable);
  return { settings, message: ORG_BILLING_MESSAGES.rechargeSaved };
}
