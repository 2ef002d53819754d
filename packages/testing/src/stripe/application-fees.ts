import { CONNECT_APPLICATION_ID } from "./connect";
import type { Engine } from "./engine";
import { invalidRequest } from "./errors";
import { newApplicationFee } from "./objects/application-fee";
import type { PaymentIntentRecord } from "./store";

/**
 * A connected account's PaymentIntent with an application_fee_amount succeeded: the platform
 * collects the fee (an ApplicationFee on the platform, application_fee.created to the platform's
 * endpoint). Subscription invoices carry their fee on their PaymentIntent (see chargeInvoice).
 */
export function collectApplicationFee(engine: Engine, record: PaymentIntentRecord): void {
  const intent = record.intent;
  const amount = intent.application_fee_amount;
  const charge = typeof intent.latest_charge === "string" ? intent.latest_charge : intent.latest_charge?.id;
  if (engine.account === null || !amount || !charge) return;
  const fee = newApplicationFee({
    account: engine.account,
    application: CONNECT_APPLICATION_ID,
    amount,
    currency: intent.currency,
    charge,
  });
  engine.connect.applicationFees.set(fee.id, fee);
  engine.connect.log.emit({ type: "application_fee.created", data: { object: structuredClone(fee) } });
}

/** A subscription invoice's fee: `round(amount * percent / 100)` in minor units. */
export function invoiceApplicationFee(amount: number, percent: number | null): number | null {
  if (percent === null) return null;
  return Math.round((amount * percent) / 100);
}

/**
 * An application fee parameter (application_fee_amount, application_fee_percent): only a request
 * made on behalf of a connected account (Stripe-Account header) may take a fee; the stand-in has
 * no destination charges (transfer_data).
 */
export function checkFeeAllowed(engine: Engine, param: string): void {
  if (engine.account !== null) return;
  throw invalidRequest(
    `Can only apply an ${param.replace(/^.*\[|\]$/g, "")} when the request is made on behalf of a connected account (using an OAuth key or the Stripe-Account header) or for a destination payment (using \`transfer_data[destination]\`).`,
    { param },
  );
}

/** application_fee_amount: at least 0 and at most the amount charged. */
export function readFeeAmount(engine: Engine, value: number | undefined, amount: number, param: string) {
  if (value === undefined) return undefined;
  checkFeeAllowed(engine, param);
  if (value < 0) throw invalidRequest("Invalid integer: must be at least 0.", { param });
  if (value > amount) {
    throw invalidRequest(`The ${param} (${value}) must be less than or equal to the amount (${amount}).`, { param });
  }
  return value;
}

/** application_fee_percent: a decimal from 0 to 100. */
export function readFeePercent(engine: Engine, value: number | undefined, param: string) {
  if (value === undefined) return undefined;
  checkFeeAllowed(engine, param);
  if (value < 0 || value > 100) throw invalidRequest("Invalid decimal: must be between 0 and 100.", { param });
  return value;
}
