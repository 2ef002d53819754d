import { PUSH_WORKER_URL } from "./push-worker-files";

/** The app's push procedures (the dashboard's notifications.*, the portal's portalAccount.*). */
export interface PushProcedures {
  /** the platform's VAPID public key (base64url) */
  key: () => Promise<string>;
  subscribe: (subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) => Promise<void>;
  unsubscribe: (endpoint: string) => Promise<void>;
}

/** Whether this browser can take Web Push (a service worker, the Push API and notifications). */
export function browserPushSupported(): boolean {
  return (
    typeof navigator !== "undefined" &&
    "serviceWorker" in navigator &&
    typeof window !== "undefined" &&
    "PushManager" in window &&
    typeof Notification !== "undefined"
  );
}

function bytesOfBase64url(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, "+")
    .replace(/_/g, "/")
    .padEnd(Math.ceil(value.length / 4) * 4, "=");
  const text = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(text.length));
  for (let index = 0; index < text.length; index++) bytes[index] = text.charCodeAt(index);
  return bytes;
}

function sameBytes(a: ArrayBuffer | null, b: Uint8Array): boolean {
  if (!a || a.byteLength !== b.length) return false;
  const view = new Uint8Array(a);
  return view.every((byte, index) => byte === b[index]);
}

/**
 * Subscribes this browser to the app's pushes (the permission is already granted): registers the
 * service worker at /push-sw.js, subscribes with the platform's key (a subscription made with
 * another key is replaced) and hands the subscription to the server. Throws when any step fails.
 */
export async function subscribeBrowserPush(procedures: PushProcedures): Promise<void> {
  if (!browserPushSupported()) throw new Error("This browser cannot receive push notifications.");
  await navigator.serviceWorker.register(PUSH_WORKER_URL, { scope: "/" });
  const registration = await navigator.serviceWorker.ready;
  const key = bytesOfBase64url(await procedures.key());
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameBytes(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  const { endpoint, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error("The browser gave no usable subscription.");
  await procedures.subscribe({ endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } });
}

/** Ends this browser's subscription, on the server and in the browser (nothing when there is none). */
export async function unsubscribeBrowserPush(procedures: PushProcedures): Promise<void> {
  if (!browserPushSupported()) return;
  const registration = await navigator.serviceWorker.getRegistration("/");
  const subscription = await registration?.pushManager.getSubscription();
  if (!subscription) return;
  try {
    await procedures.unsubscribe(subscription.endpoint);
  } finally {
    await subscription.unsubscribe();
  }
}
