import { Prisma, randomString, type Region, type RegionalDb } from "@parlo/db";
import { creditsCoveredByPayment, exchangeRateOf, ZCurrency } from "@parlo/validators";
import type Stripe from "stripe";

/** The ledger reference of a payment on a connected account: one grant per PaymentIntent. */
export const connectPaymentReference = (paymentIntentId: string) => `connect_pi:${paymentIntentId}`;

/**
 * The credits a paid charge on a connected account may grant: what was asked (the plan's, the
 * purchase's), capped at what it paid for (creditsCoveredByPayment: 0 without the platform's fee,
 * or in a currency client billing does not use), so an agency creating payments on its own
 * account cannot mint credits.
 */
export function grantableCredits(
  charge: { amount: number; fee: number | null; currency: string },
  asked: number,
): number {
  const currency = ZCurrency.safeParse(charge.currency);
  if (!currency.success || !Number.isInteger(asked) || asked <= 0) return 0;
  const covered = creditsCoveredByPayment({
    amountMinor: charge.amount,
    feeMinor: charge.fee ?? 0,
    exchangeRate: exchangeRateOf(currency.data),
  });
  return Math.min(asked, covered);
}

/** A succeeded PaymentIntent as a charge (grantableCredits); nothing for any other status. */
export function paymentCharge(payment: Stripe.PaymentIntent): { amount: number; fee: number | null; currency: string } {
  return {
    amount: payment.status === "succeeded" ? payment.amount : 0,
    fee: payment.application_fee_amount,
    currency: payment.currency,
  };
}

/**
 * Adds credits an org paid for to the org, at most once per `reference` ("connect_pi:pi_...",
 * "connect_invoice:in_..."): the ledger's unique (workspaceId, reference) refuses a second entry
 * (the entry is the agency workspace's, with `orgId` and `consumedFromOrg` like every org entry),
 * and the org's balance moves in the same statement only when the entry was written. Safe under
 * redelivered and concurrent webhooks and the paying request at once. Answers whether it granted.
 */
export async function grantOrgCredits(options: {
  db: RegionalDb;
  region: Region;
  orgId: string;
  credits: number;
  reference: string;
  featureKey: string;
  logMessage: string;
}): Promise<boolean> {
  if (!Number.isInteger(options.credits) || options.credits <= 0) return false;
  const amount = new Prisma.Decimal(options.credits);
  const id = randomString(20);
  const rows = await options.db.for(options.region).$queryRaw<Array<{ id: string }>>`
    WITH entry AS (
      INSERT INTO "CreditLedgerEntry" ("id", "workspaceId", "amount", "direction", "causedBy", "featureKey", "logMessage", "reference", "orgId", "consumedFromOrg", "balanceAfter")
      SELECT ${id}, o."ownerID", ${amount}, 'increase'::"CreditDirection", 'feature', ${options.featureKey}, ${options.logMessage},
             ${options.reference}, o."id", true, o."loadTokens" + ${amount}
      FROM "Org" o WHERE o."id" = ${options.orgId}
      ON CONFLICT ("workspaceId", "reference") DO NOTHING
      RETURNING "id"
    ),
    balance AS (
      UPDATE "Org" SET "loadTokens" = "loadTokens" + ${amount}
      WHERE "id" = ${options.orgId} AND EXISTS (SELECT 1 FROM entry)
      RETURNING "id"
    )
    SELECT "id" FROM entry`;
  return rows.length > 0;
}
