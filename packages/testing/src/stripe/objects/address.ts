import type Stripe from "stripe";
import type { Params } from "../params";

const FIELDS = ["city", "country", "line1", "line2", "postal_code", "state"] as const;

/**
 * An address parameter (`address[line1]=...`): the sent fields replace those of `current`, the
 * others stay; "" unsets the address (null). Undefined when not sent.
 */
export function readAddress(
  params: Params,
  key: string,
  current: Stripe.Address | null = null,
): Stripe.Address | null | undefined {
  if (!params.has(key)) return undefined;
  const address = params.object(key);
  if (!address) return null;
  address.allow(FIELDS);
  const field = (name: (typeof FIELDS)[number]) => {
    const value = address.nullableString(name);
    return value === undefined ? (current?.[name] ?? null) : value;
  };
  return {
    city: field("city"),
    country: field("country"),
    line1: field("line1"),
    line2: field("line2"),
    postal_code: field("postal_code"),
    state: field("state"),
  };
}
