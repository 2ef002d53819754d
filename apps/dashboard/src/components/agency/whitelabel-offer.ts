import type { TWhitelabelAccess } from "@parlo/validators";

/** What an owner without the whitelabel add-on is offered (prices of workspace-billing.md). */
export function whitelabelOfferText(offer: TWhitelabelAccess["offer"]): string {
  return offer === "addon"
    ? "Add the whitelabel add-on (50 USD/month)"
    : "Upgrade to pay-as-you-go with the whitelabel add-on (70 USD/month)";
}

/** A date as the page shows it, e.g. "Mar 14, 2026". */
export function formatDay(date: Date): string {
  return date.toLocaleDateString("en", { dateStyle: "medium" });
}
