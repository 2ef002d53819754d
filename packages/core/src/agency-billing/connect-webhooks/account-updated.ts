import type { ConnectEventCall } from "./connect-event";
import { accountFlags } from "../connect-account";

/**
 * account.updated: the agency finished (or reopened) Stripe's onboarding, or payouts were turned
 * on or off. The account is read again rather than taken from the event, so a late delivery of
 * an old state cannot overwrite a newer one.
 */
export async function onAccountUpdated(call: ConnectEventCall): Promise<void> {
  const accountId = call.agency.stripeAccountId;
  if (!accountId) return;
  const account = await call.stripe.accounts.retrieve(accountId);
  await call.deps.db.for(call.region).agency.update({ where: { id: call.agency.id }, data: accountFlags(account) });
}
