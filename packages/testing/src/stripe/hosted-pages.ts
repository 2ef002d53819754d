import type { IncomingMessage, ServerResponse } from "node:http";
import { completeOnboarding } from "./accounts";
import { payCheckoutSession, successUrlOf, type CheckoutForm } from "./checkout";
import { checkoutClosedPage, checkoutPage } from "./checkout-page";
import { engineHolding, type Connect } from "./connect";
import type { Engine } from "./engine";
import { StripeApiError } from "./errors";
import { hostedPage } from "./html";
import { nowSeconds } from "./ids";
import { invoicePage } from "./invoice-page";
import { accountLinkErrorPage, onboardingPage } from "./onboarding-page";
import { readBody } from "./read-body";
import type { CheckoutSessionRecord } from "./store";

const HTML = { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" };

function html(response: ServerResponse, status: number, body: string): void {
  response.writeHead(status, HTML).end(body);
}

function redirect(response: ServerResponse, location: string): void {
  response.writeHead(303, { location, "cache-control": "no-store" }).end();
}

const notFound = (what: string) => hostedPage("Not found", `<h1>Not found</h1><p>No such ${what}.</p>`);

/** A form post's fields (application/x-www-form-urlencoded). */
async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  return new URLSearchParams(await readBody(request));
}

/** GET /i/{invoice}: the hosted invoice page of any account's invoice. */
function serveInvoice(connect: Connect, response: ServerResponse, id: string): void {
  const engine = engineHolding(connect, (store) => store.invoices.has(id));
  const record = engine?.store.invoices.get(id);
  html(response, record ? 200 : 404, record ? invoicePage(record) : notFound("invoice"));
}

/** GET/POST /setup/e/{account}/{token}: an account link's onboarding page and its form. */
async function serveOnboarding(
  connect: Connect,
  request: IncomingMessage,
  response: ServerResponse,
  path: { account: string; token: string; action: string },
): Promise<void> {
  const link = connect.accountLinks.get(path.token);
  const account = connect.accounts.get(path.account);
  if (!link || !account || link.account !== account.id) {
    html(response, 404, notFound("account link"));
    return;
  }
  if (link.used || link.expiresAt <= nowSeconds()) {
    html(response, 410, accountLinkErrorPage(link, link.used ? "used" : "expired"));
    return;
  }
  if (request.method !== "POST") {
    html(response, 200, onboardingPage(account, link, path.action));
    return;
  }
  const outcome = (await formOf(request)).get("outcome");
  link.used = true;
  connect.log.run({ id: null, idempotencyKey: null }, () =>
    completeOnboarding(connect, account, { payouts: outcome !== "payouts_disabled" }),
  );
  redirect(response, link.returnUrl);
}

/** The card of the Checkout form; undefined when the expiry is not MM / YY. */
function checkoutFormOf(fields: URLSearchParams): CheckoutForm | undefined {
  const expiry = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(fields.get("cardExpiry") ?? "");
  if (!expiry?.[1] || !expiry[2]) return undefined;
  const year = Number(expiry[2]);
  return {
    email: fields.get("email")?.trim() || null,
    name: fields.get("billingName")?.trim() || null,
    card: {
      number: (fields.get("cardNumber") ?? "").replace(/\s+/g, ""),
      expMonth: Number(expiry[1]),
      expYear: year < 100 ? 2000 + year : year,
      cvc: fields.get("cardCvc")?.trim() || undefined,
    },
  };
}

function sellerOf(engine: Engine): string {
  if (engine.account === null) return "Stripe stand-in";
  const account = engine.connect.accounts.get(engine.account);
  return account?.business_profile?.name ?? account?.email ?? engine.account;
}

/** GET/POST /c/pay/{session}: the hosted Checkout page and its payment form. */
async function serveCheckout(
  connect: Connect,
  request: IncomingMessage,
  response: ServerResponse,
  path: { id: string; action: string },
): Promise<void> {
  const engine = engineHolding(connect, (store) => store.checkoutSessions.has(path.id));
  const record: CheckoutSessionRecord | undefined = engine?.store.checkoutSessions.get(path.id);
  if (!engine || !record) {
    html(response, 404, notFound("Checkout Session"));
    return;
  }
  const seller = sellerOf(engine);
  if (record.session.status !== "open") {
    html(response, 410, checkoutClosedPage(record.session));
    return;
  }
  if (request.method !== "POST") {
    html(response, 200, checkoutPage(engine.store, record, seller, path.action));
    return;
  }
  const fields = await formOf(request);
  const form = checkoutFormOf(fields);
  const state = { email: fields.get("email"), name: fields.get("billingName") };
  if (!form) {
    const error = "Your card's expiration date is incomplete.";
    html(response, 400, checkoutPage(engine.store, record, seller, path.action, { ...state, error }));
    return;
  }
  try {
    connect.log.run({ id: null, idempotencyKey: null }, () => payCheckoutSession(engine, record, form));
  } catch (error) {
    if (!(error instanceof StripeApiError)) throw error;
    const status = record.session.status === "open" ? error.status : 410;
    const page =
      record.session.status === "open"
        ? checkoutPage(engine.store, record, seller, path.action, { ...state, error: error.message })
        : checkoutClosedPage(record.session);
    html(response, status, page);
    return;
  }
  const success = successUrlOf(record);
  if (success) redirect(response, success);
  else html(response, 200, checkoutClosedPage(record.session));
}

/**
 * The stand-in's hosted pages: invoices (/i/...), account link onboarding (/setup/e/...) and
 * Checkout (/c/pay/...). Answers whether the request was one of them.
 */
export async function serveHostedPage(
  connect: Connect,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<boolean> {
  const method = request.method ?? "GET";
  if (method !== "GET" && method !== "POST") return false;
  const invoice = /^\/i\/([^/]+)$/.exec(url.pathname);
  if (invoice?.[1] && method === "GET") {
    serveInvoice(connect, response, decodeURIComponent(invoice[1]));
    return true;
  }
  const onboarding = /^\/setup\/e\/([^/]+)\/([^/]+)$/.exec(url.pathname);
  if (onboarding?.[1] && onboarding[2]) {
    const account = decodeURIComponent(onboarding[1]);
    const token = decodeURIComponent(onboarding[2]);
    await serveOnboarding(connect, request, response, { account, token, action: url.pathname });
    return true;
  }
  const checkout = /^\/c\/pay\/([^/]+)$/.exec(url.pathname);
  if (checkout?.[1]) {
    await serveCheckout(connect, request, response, { id: decodeURIComponent(checkout[1]), action: url.pathname });
    return true;
  }
  return false;
}
