import type { Region } from "@parlo/db";
import { AGENCY_BILLING_MESSAGES, type TAgencyBillingState } from "@parlo/validators";
import type Stripe from "stripe";
import type { CoreDeps } from "../deps";
import { DomainError } from "../errors";
import { requireBilling } from "../billing/billing-errors";
import { toAgencyBillingState } from "./agency-billing-state";
import { requireOwnerAgency } from "./connected-agency";
import { withConnectError } from "./connect-errors";

interface OwnerCall {
  deps: CoreDeps;
  region: Region;
  workspaceId: string;
}

/** isConnected / payouts_enabled as Stripe reports them for a connected account. */
export function accountFlags(account: Stripe.Account): { stripeConnected: boolean; stripePayoutsEnabled: boolean } {
  return {
    stripeConnected: Boolean(account.details_submitted && account.charges_enabled),
    stripePayoutsEnabled: Boolean(account.payouts_enabled),
  };
}

/**
 * Step 1: the agency's own Stripe account, a standard account connected to the platform (its
 * country sets the currency clients pay in). Once: a second call answers the existing account.
 */
export async function createConnectedAccount(
  call: OwnerCall & { country: string; email: string },
): Promise<TAgencyBillingState> {
  const billing = requireBilling(call.deps.billing);
  const db = call.deps.db.for(call.region);
  const agency = await requireOwnerAgency(call.deps.db, call.region, call.workspaceId);
  if (agency.stripeAccountId) return toAgencyBillingState(call.deps, agency);
  const account = await withConnectError(() =>
    billing.stripe.accounts.create(
      {
        type: "standard",
        country: call.country,
        email: call.email,
        business_profile: { name: agency.name, url: agency.mainWebsite || undefined },
        metadata: { agencyId: agency.id, workspaceId: call.workspaceId, region: call.region },
      },
      // a double click or a retried request makes one account
      { idempotencyKey: `connect-account-${agency.id}` },
    ),
  );
  // only the first writer stores its account: a concurrent call's answer is the stored one
  await db.agency.updateMany({
    where: { id: agency.id, stripeAccountId: null },
    data: {
      stripeAccountId: account.id,
      stripeAccountCountry: account.country ?? call.country,
      stripeConnectEmail: call.email,
      ...accountFlags(account),
    },
  });
  return toAgencyBillingState(call.deps, await requireOwnerAgency(call.deps.db, call.region, call.workspaceId));
}

/**
 * Step 2: a one-time link to Stripe's hosted onboarding (account_onboarding), or to the account's
 * details once it is connected (Manage Stripe Connect). Both ways back lead to the SAAS Mode tab.
 */
export async function createAccountLink(call: OwnerCall): Promise<{ redirectUrl: string }> {
  const billing = requireBilling(call.deps.billing);
  const agency = await requireOwnerAgency(call.deps.db, call.region, call.workspaceId);
  if (!agency.stripeAccountId) throw new DomainError("BAD_REQUEST", AGENCY_BILLING_MESSAGES.noAccount);
  const back = new URL(`/app/${call.region}/agency`, call.deps.dashboardUrl);
  back.searchParams.set("activeTabIndex", "5");
  const returnUrl = new URL(back);
  returnUrl.searchParams.set("connect", "return");
  const refreshUrl = new URL(back);
  refreshUrl.searchParams.set("connect", "refresh");
  const link = await withConnectError(() =>
    billing.stripe.accountLinks.create({
      account: agency.stripeAccountId ?? "",
      type: agency.stripeConnected ? "account_update" : "account_onboarding",
      return_url: returnUrl.toString(),
      refresh_url: refreshUrl.toString(),
    }),
  );
  return { redirectUrl: link.url };
}

/** Reads the connected account from Stripe and stores whether it is connected and paid out. */
export async function refreshConnectedAccount(call: OwnerCall): Promise<TAgencyBillingState> {
  const billing = requireBilling(call.deps.billing);
  const agency = await requireOwnerAgency(call.deps.db, call.region, call.workspaceId);
  if (!agency.stripeAccountId) return toAgencyBillingState(call.deps, agency);
  const accountId = agency.stripeAccountId;
  const account = await withConnectError(() => billing.stripe.accounts.retrieve(accountId));
  const updated = await call.deps.db
    .for(call.region)
    .agency.update({ where: { id: agency.id }, data: accountFlags(account) });
  return toAgencyBillingState(call.deps, updated);
}
