import type Stripe from "stripe";
import { newId, nowSeconds } from "../ids";

export interface NewApplicationFee {
  /** the connected account the fee was taken from */
  account: string;
  application: string;
  amount: number;
  currency: string;
  /** the connected account's charge it was taken from (the PaymentIntent's latest_charge) */
  charge: string;
}

/** The platform's share of a connected account's payment (a direct charge: no originating transaction). */
export function newApplicationFee(input: NewApplicationFee): Stripe.ApplicationFee {
  const id = newId("fee");
  return {
    id,
    object: "application_fee",
    account: input.account,
    amount: input.amount,
    amount_refunded: 0,
    application: input.application,
    balance_transaction: newId("txn"),
    charge: input.charge,
    created: nowSeconds(),
    currency: input.currency,
    fee_source: { charge: input.charge, type: "charge" },
    livemode: false,
    originating_transaction: null,
    refunded: false,
    refunds: { object: "list", data: [], has_more: false, url: `/v1/application_fees/${id}/refunds` },
  };
}
