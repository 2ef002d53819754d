import type Stripe from "stripe";
import type { AccountLinkRecord } from "./connect";
import { escapeHtml as escape, hostedPage } from "./html";

/**
 * The hosted onboarding page of an account link: who is being onboarded and a plain form with two
 * submit buttons (`outcome=complete` or `outcome=payouts_disabled`), posted back to the same URL.
 */
export function onboardingPage(account: Stripe.Account, link: AccountLinkRecord, action: string): string {
  const heading = link.type === "account_update" ? "Update your payout details" : "Set up payments";
  const name = account.business_profile?.name;
  return hostedPage(
    heading,
    `<h1>${escape(heading)}</h1>
<p>Account: <strong data-testid="account-email">${escape(account.email ?? "(no e-mail)")}</strong>${name ? ` (${escape(name)})` : ""}</p>
<p>This stand-in asks for nothing: completing the onboarding enables charges and payouts.</p>
<form method="post" action="${escape(action)}">
<button type="submit" name="outcome" value="complete">Complete onboarding</button>
<button type="submit" name="outcome" value="payouts_disabled">Leave with payouts disabled</button>
</form>`,
  );
}

/** An account link that expired or was used: the way back is the platform's refresh_url. */
export function accountLinkErrorPage(link: AccountLinkRecord, reason: "expired" | "used"): string {
  const why = reason === "expired" ? "This link has expired." : "This link has already been used.";
  return hostedPage(
    "Link no longer valid",
    `<h1>Link no longer valid</h1>
<p class="error" role="alert" data-testid="link-error">${why}</p>
<p><a href="${escape(link.refreshUrl)}" data-testid="refresh-link">Get a new link</a></p>`,
  );
}
