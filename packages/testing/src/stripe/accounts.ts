import type Stripe from "stripe";
import type { Connect } from "./connect";
import { previousAttributes } from "./diff";
import { invalidRequest, missingResource, StripeApiError } from "./errors";
import { AccountEvents } from "./events";
import { nowSeconds } from "./ids";
import { capabilitiesOf, requirements } from "./objects/account";

/** A connected account of the platform; Stripe's 404 when there is none. */
export function requireAccount(connect: Connect, id: string, param = "account"): Stripe.Account {
  const account = connect.accounts.get(id);
  if (!account) throw missingResource("account", id, param);
  return account;
}

/**
 * Stripe's answer to a Stripe-Account header naming an account the key has no access to (403,
 * the SDK's StripePermissionError); `shownKey` is the API key masked.
 */
export function accountInvalid(shownKey: string, account: string): StripeApiError {
  return new StripeApiError(
    403,
    "invalid_request_error",
    `The provided key '${shownKey}' does not have access to account '${account}' (or that account does not exist). Application access may have been revoked.`,
    { code: "account_invalid" },
  );
}

/** A platform-only call (accounts, account links, application fees) made with a Stripe-Account header. */
export function platformOnly(): StripeApiError {
  return invalidRequest(
    "You cannot access the connected accounts of your platform's connected accounts: send this request without a Stripe-Account header.",
  );
}

/** Changes a connected account; when anything changed, account.updated goes out as a Connect event. */
export function changeAccount(connect: Connect, account: Stripe.Account, change: (account: Stripe.Account) => void) {
  const before = structuredClone(account);
  change(account);
  const previous = previousAttributes(before, account);
  if (!Object.keys(previous).length) return;
  new AccountEvents(connect.log, account.id).emit({
    type: "account.updated",
    data: { object: structuredClone(account), previous_attributes: previous },
  });
}

/**
 * The account holder finished the hosted onboarding: details submitted, charges enabled, every
 * requested capability active, and payouts enabled unless they left without a bank account.
 */
export function completeOnboarding(connect: Connect, account: Stripe.Account, options: { payouts: boolean }): void {
  changeAccount(connect, account, (changed) => {
    changed.details_submitted = true;
    changed.charges_enabled = true;
    changed.payouts_enabled = options.payouts;
    changed.capabilities = capabilitiesOf(Object.keys(changed.capabilities ?? {}), "active");
    changed.requirements = options.payouts ? requirements([], null) : requirements(["external_account"], null);
    changed.business_type = changed.business_type ?? "individual";
    changed.tos_acceptance = { date: nowSeconds(), ip: "127.0.0.1", user_agent: "Stripe stand-in onboarding" };
  });
}
