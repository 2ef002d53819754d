/**
 * Web Push (RFC 8030, 8291, 8292): what a browser hands the server when it subscribes, the
 * platform's public VAPID key, and the payload a push carries. The endpoint's scheme and host are
 * checked again by core against the SSRF guard's allow-list (http only to an allowed loopback host).
 */
import { z } from "zod";
import type { TNotifyThrough } from "./clients/client-fields";

export const PUSH_LIMITS = {
  /** a push service's URL for one browser */
  endpointMaxLength: 2048,
  /** the JSON a push carries, before encryption (RFC 8291 allows 3993 bytes of plaintext) */
  payloadMaxBytes: 3072,
  /** how long a push service keeps a message for a browser that is offline (seconds) */
  ttlSeconds: 12 * 60 * 60,
  /** browsers one recipient keeps subscribed: past it the oldest subscription is dropped */
  subscriptionsPerRecipient: 10,
} as const;

export const PUSH_MESSAGES = {
  endpointInvalid: "The push endpoint must be an https URL.",
  endpointBlocked: "The push endpoint may not be a private or internal address.",
  personOnly: "Push notifications belong to a signed-in person.",
} as const;

/** base64url of n bytes, unpadded (as PushSubscription.toJSON() and the VAPID keys are written). */
const base64urlLength = (bytes: number) => Math.ceil((bytes * 4) / 3);
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** An uncompressed P-256 public key (65 bytes, 0x04 first: "B" in base64url). */
export const zP256PublicKey = z
  .string()
  .length(base64urlLength(65), "Must be an uncompressed P-256 public key (base64url, 65 bytes).")
  .regex(BASE64URL, "Must be base64url.")
  .refine((value) => value.startsWith("B"), "Must be an uncompressed P-256 public key (base64url, 65 bytes).");

/** A P-256 private key (32 bytes, base64url). */
export const zP256PrivateKey = z
  .string()
  .length(base64urlLength(32), "Must be a P-256 private key (base64url, 32 bytes).")
  .regex(BASE64URL, "Must be base64url.");

/** The subscription's 16-byte authentication secret (base64url). */
const zPushAuthSecret = z
  .string()
  .length(base64urlLength(16), "Must be a 16-byte secret (base64url).")
  .regex(BASE64URL, "Must be base64url.");

/** A push service's URL: http or https, at most 2048 characters. */
export const zPushEndpoint = z
  .string()
  .max(PUSH_LIMITS.endpointMaxLength)
  .url()
  .refine((value) => value.startsWith("https://") || value.startsWith("http://"), "Must be an https URL.");

/** What `PushSubscription.toJSON()` gives: the endpoint and the keys payloads are encrypted for. */
export const ZPushSubscriptionInput = z.object({
  endpoint: zPushEndpoint,
  keys: z.object({ p256dh: zP256PublicKey, auth: zPushAuthSecret }),
});
export type TPushSubscriptionInput = z.infer<typeof ZPushSubscriptionInput>;

export const ZUnsubscribePushInput = z.object({ endpoint: zPushEndpoint });

/** The platform's VAPID public key: a browser subscribes with it as its applicationServerKey. */
export const ZPushKeyOutput = z.object({ publicKey: zP256PublicKey });

/** What a push carries to the service worker, which shows it (before encryption). */
export const ZPushPayload = z.object({
  title: z.string(),
  body: z.string(),
  /** the path in the recipient's app a click opens */
  url: z.string(),
  /** a notification with the same tag replaces the one shown */
  tag: z.string(),
});
export type TPushPayload = z.infer<typeof ZPushPayload>;

/** Whether a client whose settings say `notifyThrough` gets browser pushes. */
export function takesPush(notifyThrough: TNotifyThrough): boolean {
  return notifyThrough === "push" || notifyThrough === "all";
}

/** A VAPID subject (RFC 8292): a mailto: address or an https: URL. */
export const zVapidSubject = z
  .string()
  .refine(
    (value) => /^mailto:[^\s@]+@[^\s@]+$/.test(value) || /^https:\/\/[^\s/]+/.test(value),
    "Must be a mailto: address or an https: URL.",
  );
