import type Stripe from "stripe";
import { escapeHtml as escape, hostedPage, money } from "./html";
import { checkoutLineItems } from "./objects/checkout-session";
import type { CheckoutSessionRecord, Store } from "./store";

/** What the page shows again after a refused card (the number is never shown back). */
export interface CheckoutPageState {
  error?: string;
  email?: string | null;
  name?: string | null;
}

function itemRows(store: Store, record: CheckoutSessionRecord): string {
  return checkoutLineItems(store, record)
    .map((item) => {
      const interval = item.price?.recurring ? ` / ${item.price.recurring.interval}` : "";
      const label = `${item.description ?? "Item"} × ${item.quantity ?? 1}`;
      return `<tr><td>${escape(label)}</td><td>${money(item.amount_total, item.currency)}${interval}</td></tr>`;
    })
    .join("");
}

function submitLabel(record: CheckoutSessionRecord): string {
  if (record.session.mode === "subscription") return "Subscribe";
  if (record.session.mode === "setup") return "Save card";
  return "Pay";
}

/**
 * The hosted Checkout page (session.url): the seller, the line items and total, and a plain form
 * posted back to the same URL with `email`, `billingName`, `cardNumber`, `cardExpiry` (MM / YY)
 * and `cardCvc` (the field names of Stripe's own page).
 */
export function checkoutPage(
  store: Store,
  record: CheckoutSessionRecord,
  seller: string,
  action: string,
  state: CheckoutPageState = {},
): string {
  const session = record.session;
  const total =
    session.amount_total === null || session.currency === null
      ? ""
      : `<tr><td><strong>Total</strong></td><td><strong data-testid="checkout-total">${money(session.amount_total, session.currency)}</strong></td></tr>`;
  const email = state.email ?? session.customer_email ?? "";
  const error = state.error
    ? `<p class="error" role="alert" data-testid="checkout-error">${escape(state.error)}</p>`
    : "";
  const cancel = session.cancel_url ? `<p><a href="${escape(session.cancel_url)}">Back</a></p>` : "";
  return hostedPage(
    `Pay ${seller}`,
    `<h1>${escape(seller)}</h1>
<table><tbody>${itemRows(store, record)}${total}</tbody></table>
${error}
<form method="post" action="${escape(action)}">
<label>Email <input type="email" name="email" id="email" autocomplete="email" value="${escape(email)}"></label>
<label>Card number <input name="cardNumber" id="cardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234"></label>
<label>Expiration <input name="cardExpiry" id="cardExpiry" autocomplete="cc-exp" placeholder="MM / YY"></label>
<label>CVC <input name="cardCvc" id="cardCvc" inputmode="numeric" autocomplete="cc-csc" placeholder="CVC"></label>
<label>Name on card <input name="billingName" id="billingName" autocomplete="cc-name" value="${escape(state.name ?? "")}"></label>
<button type="submit">${submitLabel(record)}</button>
</form>
${cancel}`,
  );
}

/** A session that can no longer be paid: complete (without success_url) or expired. */
export function checkoutClosedPage(session: Stripe.Checkout.Session): string {
  const done = session.status === "complete";
  const title = done ? "Thanks for your payment" : "This Checkout Session has expired";
  return hostedPage(
    title,
    `<h1 data-testid="checkout-status" data-status="${escape(session.status ?? "")}">${title}</h1>`,
  );
}
