import {
  applicationFeeMinor,
  isValidCreditPurchase,
  ORG_BILLING_MESSAGES,
  type TOrgPurchaseOutput,
} from "@parlo/validators";
import Stripe from "stripe";
import { DomainError } from "../errors";
import { withStripe } from "../billing/billing-errors";
import { priceOfCredits } from "./agency-pricing";
import { grantOrgPayment, ORG_CREDITS_KIND } from "./org-credit-purchase";
import { loadOrgBilling, orgDefaultPaymentMethod, type OrgBilling, type OrgBillingScope } from "./org-billing-context";

async function purchaseOutput(
  scope: OrgBillingScope,
  billing: OrgBilling,
  payment: Stripe.PaymentIntent,
): Promise<TOrgPurchaseOutput> {
  const org = await scope.deps.db
    .for(scope.region)
    .org.findUniqueOrThrow({ where: { id: scope.orgId }, select: { loadTokens: true } });
  const requiresAction = payment.status === "requires_action";
  return {
    paymentIntentId: payment.id,
    status: payment.status,
    requiresAction,
    clientSecret: requiresAction ? payment.client_secret : null,
    credits: Number(payment.metadata.credits ?? 0),
    amount: payment.amount,
    currency: billing.pricing.currency,
    balance: org.loadTokens.toNumber(),
  };
}

/**
 * pre-paid: the org buys 1,000 to 50,000 credits (steps of 500) with its saved card, a direct
 * charge on the agency's account in its currency (credits x the final per-credit price) of which
 * the platform keeps 5% (application_fee_amount). Paid at once: the credits are added; a card
 * asking for 3-D Secure answers the client secret for confirmCardPayment, then
 * confirmOrgPurchase (or the payment_intent.succeeded event) adds them, once.
 */
export async function buyOrgCredits(
  scope: OrgBillingScope & { credits: number; requestId: string },
): Promise<TOrgPurchaseOutput> {
  if (!isValidCreditPurchase(scope.credits)) throw new DomainError("BAD_REQUEST", ORG_BILLING_MESSAGES.invalidCredits);
  const billing = await loadOrgBilling(scope);
  if (!billing.agency.autoBilling.allowCreditPurchases) {
    throw new DomainError("FORBIDDEN", ORG_BILLING_MESSAGES.purchasesNotOffered);
  }
  const customer = billing.org.stripeCustomerId;
  const method = await withStripe(ORG_BILLING_MESSAGES.purchaseFailed, () => orgDefaultPaymentMethod(billing));
  if (!customer || !method) throw new DomainError("BAD_REQUEST", ORG_BILLING_MESSAGES.addPaymentMethod);
  const amount = priceOfCredits(billing.pricing, scope.credits);
  const payment = await withStripe(ORG_BILLING_MESSAGES.purchaseFailed, () =>
    billing.stripe.paymentIntents.create(
      {
        amount,
        currency: billing.pricing.currency,
        customer,
        payment_method: method.id,
        confirm: true,
        application_fee_amount: applicationFeeMinor(amount),
        description: `${scope.credits.toLocaleString("en-US")} credits`,
        metadata: {
          orgId: billing.org.id,
          region: scope.region,
          agencyId: billing.agency.id,
          credits: String(scope.credits),
          kind: ORG_CREDITS_KIND,
        },
        automatic_payment_methods: { enabled: true, allow_redirects: "never" },
      },
      { stripeAccount: billing.accountId, idempotencyKey: `org-credits-${billing.org.id}-${scope.requestId}` },
    ),
  );
  await grantOrgPayment({ deps: scope.deps, region: scope.region, orgId: billing.org.id, payment });
  return purchaseOutput(scope, billing, payment);
}

/** After the card's authentication: reads the org's payment back and adds its credits when it succeeded. */
export async function confirmOrgPurchase(
  scope: OrgBillingScope & { paymentIntentId: string },
): Promise<TOrgPurchaseOutput> {
  const billing = await loadOrgBilling(scope);
  const payment = await withStripe(ORG_BILLING_MESSAGES.purchaseFailed, () =>
    billing.stripe.paymentIntents
      .retrieve(scope.paymentIntentId, undefined, { stripeAccount: billing.accountId })
      .catch((error: unknown) => {
        // a payment of another account (or none): not this org's
        if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === "resource_missing") {
          throw new DomainError("NOT_FOUND", ORG_BILLING_MESSAGES.unknownPurchase);
        }
        throw error;
      }),
  );
  if (payment.metadata.orgId !== billing.org.id || payment.metadata.kind !== ORG_CREDITS_KIND) {
    throw new DomainError("NOT_FOUND", ORG_BILLING_MESSAGES.unknownPurchase);
  }
  await grantOrgPayment({ deps: scope.deps, region: scope.region, orgId: billing.org.id, payment });
  return purchaseOutput(scope, billing, payment);
}
