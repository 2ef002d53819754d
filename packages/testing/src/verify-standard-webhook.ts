import { createHmac, timingSafeEqual } from "node:crypto";

/** What a receiver was given: the raw body and the request's headers (lower-case names). */
export interface StandardWebhookDelivery {
  headers: Record<string, string | undefined>;
  body: string;
}

/**
 * Checks a request the way a Standard Webhooks receiver does (https://www.standardwebhooks.com/),
 * written from the spec rather than from the sender's code: the `webhook-id`, `webhook-timestamp`
 * and `webhook-signature` headers must be there; one of the space-separated `v1,<base64>` entries
 * must equal the HMAC-SHA256 of "{id}.{timestamp}.{body}" keyed with the base64-decoded part of the
 * `whsec_` secret; with `toleranceSeconds`, the timestamp must be that close to `now`.
 */
export function verifyStandardWebhook(
  delivery: StandardWebhookDelivery,
  secret: string,
  options: { toleranceSeconds?: number; now?: Date } = {},
): boolean {
  const id = delivery.headers["webhook-id"];
  const timestamp = delivery.headers["webhook-timestamp"];
  const signatures = delivery.headers["webhook-signature"];
  if (!id || !timestamp || !signatures || !/^\d+$/.test(timestamp) || !secret.startsWith("whsec_")) return false;
  if (options.toleranceSeconds !== undefined) {
    const now = Math.floor((options.now ?? new Date()).getTime() / 1000);
    if (Math.abs(now - Number(timestamp)) > options.toleranceSeconds) return false;
  }
  const key = Buffer.from(secret.slice("whsec_".length), "base64");
  const expected = createHmac("sha256", key).update(`${id}.${timestamp}.${delivery.body}`).digest();
  return signatures.split(" ").some((entry) => {
    const comma = entry.indexOf(",");
    if (comma < 0 || entry.slice(0, comma) !== "v1") return false;
    const given = Buffer.from(entry.slice(comma + 1), "base64");
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
