import { createECDH } from "node:crypto";

/** The platform's VAPID key pair (base64url, unpadded): the public key is every browser's applicationServerKey. */
export interface VapidKeys {
  publicKey: string;
  /** never answered, logged or put in an event */
  privateKey: string;
}

/** What one push delivery did (the subscriptions of one notification's recipients). */
export interface PushDeliveryReport {
  /** answered 2xx by the push service */
  sent: number;
  /** answered 404 or 410: the subscription was deleted */
  gone: number;
  /** refused by the SSRF guard, another answer, or a network failure (logged) */
  failed: number;
}

/** How the product sends Web Push (CoreDeps.webPush); without it nothing is pushed. */
export interface WebPushConfig {
  /** VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY; null: the pair generated once and kept in the `eu` database */
  keys: VapidKeys | null;
  /** VAPID_SUBJECT: a mailto: or https: contact for the push services */
  subject: string;
  /**
   * Called with every delivery as it starts (after the notifications were committed): the event's
   * own response never waits for it; tests await it. The promise never rejects.
   */
  onDelivery?: (delivery: Promise<PushDeliveryReport>) => void;
}

/**
 * The Web Push configuration from the environment (both keys or neither, checked by the apps' env
 * shapes): a configured pair must be one (its private key's public key), else this throws at the
 * app's first use, naming the variables only.
 */
export function webPushConfig(options: {
  publicKey?: string;
  privateKey?: string;
  subject: string;
  onDelivery?: WebPushConfig["onDelivery"];
}): WebPushConfig {
  const { publicKey, privateKey } = options;
  let keys: VapidKeys | null = null;
  if (publicKey && privateKey) {
    let derived = "";
    try {
      const ecdh = createECDH("prime256v1");
      ecdh.setPrivateKey(Buffer.from(privateKey, "base64url"));
      derived = ecdh.getPublicKey().toString("base64url");
    } catch {
      // reported below
    }
    if (derived !== publicKey) throw new Error("VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY.");
    keys = { publicKey, privateKey };
  } else if (publicKey || privateKey) {
    throw new Error("Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither.");
  }
  return { keys, subject: options.subject, ...(options.onDelivery ? { onDelivery: options.onDelivery } : {}) };
}
