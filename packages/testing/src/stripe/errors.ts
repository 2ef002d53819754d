import type { Json, JsonObject } from "./json";

/** An error answered in Stripe's shape: `{ error: { type, message, code?, param?, ... } }`. */
export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly extra: JsonObject = {},
  ) {
    super(message);
  }

  body(): JsonObject {
    const error: JsonObject = { type: this.type, message: this.message };
    for (const [key, value] of Object.entries(this.extra)) error[key] = value;
    return { error };
  }
}

export function invalidRequest(message: string, extra: { code?: string; param?: string } = {}): StripeApiError {
  const fields: JsonObject = {};
  if (extra.code) fields.code = extra.code;
  if (extra.param) fields.param = extra.param;
  return new StripeApiError(400, "invalid_request_error", message, fields);
}

export function missingResource(kind: string, id: string, param = "id"): StripeApiError {
  return new StripeApiError(404, "invalid_request_error", `No such ${kind}: '${id}'`, {
    code: "resource_missing",
    param,
  });
}

export function unauthorized(message: string): StripeApiError {
  return new StripeApiError(401, "invalid_request_error", message);
}

export interface CardErrorFields {
  code: string;
  message: string;
  declineCode?: string;
  param?: string;
  paymentIntent?: Json;
  paymentMethod?: Json;
  charge?: string;
}

export function cardError(fields: CardErrorFields): StripeApiError {
  const extra: JsonObject = { code: fields.code };
  if (fields.declineCode) extra.decline_code = fields.declineCode;
  if (fields.param) extra.param = fields.param;
  if (fields.charge) extra.charge = fields.charge;
  if (fields.paymentIntent !== undefined) extra.payment_intent = fields.paymentIntent;
  if (fields.paymentMethod !== undefined) extra.payment_method = fields.paymentMethod;
  extra.doc_url = `https://stripe.com/docs/error-codes/${fields.code.replace(/_/g, "-")}`;
  return new StripeApiError(402, "card_error", fields.message, extra);
}
