import { createECDH, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { decryptPushBody, PushRequestRefused, verifyVapidAuthorization } from "./web-push-verify";

/** A subscription as a browser hands it to the page (`PushSubscription.toJSON()`), plus the stand-in's id. */
export interface StandInPushSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** One push the stand-in was sent. */
export interface ReceivedPush {
  subscriptionId: string;
  /** the decrypted body as JSON (null when it was refused before, or is not JSON) */
  payload: unknown;
  /** the Urgency header (RFC 8030 section 5.3), null when none */
  urgency: string | null;
  /** the TTL header in seconds, null when none */
  ttl: number | null;
  /** the request passed every check (VAPID, TTL, encoding, decryption) */
  valid: boolean;
  /** what the stand-in answered */
  status: number;
  /** why it was refused */
  problem: string | null;
  /** the VAPID JWT's claims, when it verified */
  claims: { aud: string; exp: number; sub: string } | null;
  receivedAt: Date;
}

export interface PushServiceStandIn {
  /** http://127.0.0.1:{port} */
  url: string;
  /** 127.0.0.1:{port}, for SSRF_ALLOWED_HOSTS */
  host: string;
  /** the control routes for another process (e2e specs): pushServiceStandInClient(controlUrl) */
  controlUrl: string;
  /** a browser's subscription made with `applicationServerKey` (base64url): its endpoint and keys */
  subscribe(applicationServerKey: string): StandInPushSubscription;
  /** from now on the subscription's pushes are answered 410 Gone (the browser unsubscribed) */
  markGone(subscriptionId: string): void;
  received: ReceivedPush[];
  /** the pushes a subscription was sent */
  receivedBy(subscriptionId: string): ReceivedPush[];
  stop(): Promise<void>;
}

interface Subscription {
  id: string;
  applicationServerKey: string;
  privateKey: Buffer;
  publicKey: Buffer;
  authSecret: Buffer;
  gone: boolean;
}

const BODY_LIMIT = 8 * 1024;

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > BODY_LIMIT) {
        reject(new PushRequestRefused(413, "the body is larger than a push message may be"));
        request.destroy();
        return;
      }
      chunks.push(chunk);
    });
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

function sendJson(response: ServerResponse, status: number, value: unknown): void {
  response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(value));
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A minted subscription as the control route answers it (checked: it comes over HTTP). */
function toSubscription(value: unknown): StandInPushSubscription {
  const keys = isRecord(value) ? value.keys : undefined;
  if (
    isRecord(value) &&
    typeof value.id === "string" &&
    typeof value.endpoint === "string" &&
    isRecord(keys) &&
    typeof keys.p256dh === "string" &&
    typeof keys.auth === "string"
  ) {
    return { id: value.id, endpoint: value.endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
  }
  throw new Error("The push stand-in did not answer a subscription");
}

/** A recorded push as the control route answers it (checked: it comes over HTTP). */
function toReceivedPush(value: unknown): ReceivedPush {
  if (!isRecord(value) || typeof value.subscriptionId !== "string" || typeof value.valid !== "boolean") {
    throw new Error("The push stand-in did not answer a push");
  }
  const claims = value.claims;
  return {
    subscriptionId: value.subscriptionId,
    payload: value.payload,
    urgency: typeof value.urgency === "string" ? value.urgency : null,
    ttl: typeof value.ttl === "number" ? value.ttl : null,
    valid: value.valid,
    status: typeof value.status === "number" ? value.status : 0,
    problem: typeof value.problem === "string" ? value.problem : null,
    claims:
      isRecord(claims) &&
      typeof claims.aud === "string" &&
      typeof claims.exp === "number" &&
      typeof claims.sub === "string"
        ? { aud: claims.aud, exp: claims.exp, sub: claims.sub }
        : null,
    receivedAt: new Date(typeof value.receivedAt === "string" ? value.receivedAt : 0),
  };
}

const header = (request: IncomingMessage, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * A browser push service on 127.0.0.1 (a free port), for tests: it mints subscriptions (a P-256 key
 * pair and a 16-byte auth secret, endpoint `{url}/push/{id}`) and takes pushes to them as a real
 * one does: `Authorization: vapid t=<JWT>, k=<key>` with an ES256 JWT that verifies against k, `aud`
 * the endpoint's origin, `exp` in the future and at most 24 h away, `sub` mailto: or https: (401),
 * `k` the subscription's applicationServerKey (403), a TTL header and `Content-Encoding: aes128gcm`
 * (400); the body is decrypted with the subscription's keys (RFC 8291 / 8188) and recorded. It
 * answers 201, or 410 for a subscription marked gone, 404 for one it never made.
 * Control routes (JSON) for other processes: POST /__control/subscriptions {applicationServerKey},
 * GET /__control/pushes?subscriptionId=, POST /__control/subscriptions/{id}/gone.
 */
export async function startPushServiceStandIn(): Promise<PushServiceStandIn> {
  const subscriptions = new Map<string, Subscription>();
  const received: ReceivedPush[] = [];
  let origin = "";

  const subscribe = (applicationServerKey: string): StandInPushSubscription => {
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const subscription: Subscription = {
      id: randomBytes(12).toString("base64url"),
      applicationServerKey,
      privateKey: ecdh.getPrivateKey(),
      publicKey: ecdh.getPublicKey(),
      authSecret: randomBytes(16),
      gone: false,
    };
    subscriptions.set(subscription.id, subscription);
    return {
      id: subscription.id,
      endpoint: `${origin}/push/${subscription.id}`,
      keys: {
        p256dh: subscription.publicKey.toString("base64url"),
        auth: subscription.authSecret.toString("base64url"),
      },
    };
  };

  const takePush = async (request: IncomingMessage, subscription: Subscription): Promise<ReceivedPush> => {
    const ttlHeader = header(request, "ttl");
    const push: ReceivedPush = {
      subscriptionId: subscription.id,
      payload: null,
      urgency: header(request, "urgency") ?? null,
      ttl: ttlHeader !== undefined && /^\d+$/.test(ttlHeader) ? Number(ttlHeader) : null,
      valid: false,
      status: 201,
      problem: null,
      claims: null,
      receivedAt: new Date(),
    };
    try {
      const body = await readBody(request);
      push.claims = verifyVapidAuthorization(header(request, "authorization"), {
        audience: origin,
        applicationServerKey: subscription.applicationServerKey,
      });
      if (push.ttl === null) throw new PushRequestRefused(400, "no TTL header");
      if (header(request, "content-encoding")?.toLowerCase() !== "aes128gcm") {
        throw new PushRequestRefused(415, "the content encoding is not aes128gcm");
      }
      const plaintext = decryptPushBody(body, subscription);
      try {
        push.payload = JSON.parse(plaintext.toString("utf8"));
      } catch {
        push.payload = plaintext.toString("utf8");
      }
      push.valid = true;
      if (subscription.gone) push.status = 410;
    } catch (error) {
      push.status = error instanceof PushRequestRefused ? error.status : 400;
      push.problem = error instanceof Error ? error.message : String(error);
      // a gone subscription is gone whatever the request says
      if (subscription.gone) push.status = 410;
    }
    return push;
  };

  const control = async (request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> => {
    if (request.method === "POST" && url.pathname === "/__control/subscriptions") {
      let key: unknown;
      try {
        const input: unknown = JSON.parse((await readBody(request)).toString("utf8"));
        key = isRecord(input) ? input.applicationServerKey : undefined;
      } catch {
        key = undefined;
      }
      if (typeof key !== "string" || !/^[A-Za-z0-9_-]+={0,2}$/.test(key)) {
        sendJson(response, 400, { error: "applicationServerKey (base64url) is required" });
        return;
      }
      sendJson(response, 201, subscribe(key.replace(/=+$/, "")));
      return;
    }
    const gone = /^\/__control\/subscriptions\/([A-Za-z0-9_-]+)\/gone$/.exec(url.pathname);
    if (request.method === "POST" && gone?.[1]) {
      const subscription = subscriptions.get(gone[1]);
      if (subscription) subscription.gone = true;
      response.writeHead(subscription ? 204 : 404).end();
      return;
    }
    if (request.method === "GET" && url.pathname === "/__control/pushes") {
      const id = url.searchParams.get("subscriptionId");
      sendJson(
        response,
        200,
        received.filter((push) => !id || push.subscriptionId === id),
      );
      return;
    }
    sendJson(response, 404, { error: "no such control route" });
  };

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", origin);
    if (url.pathname.startsWith("/__control/")) {
      control(request, response, url).catch(() => sendJson(response, 500, { error: "control failed" }));
      return;
    }
    const match = /^\/push\/([A-Za-z0-9_-]+)$/.exec(url.pathname);
    const subscription = match?.[1] ? subscriptions.get(match[1]) : undefined;
    if (request.method !== "POST" || !subscription) {
      request.resume();
      response.writeHead(request.method === "POST" ? 404 : 405).end();
      return;
    }
    void takePush(request, subscription).then((push) => {
      received.push(push);
      const headers: Record<string, string> =
        push.status === 201 ? { location: `${origin}/message/${randomBytes(8).toString("base64url")}` } : {};
      response.writeHead(push.status, headers).end(push.problem ?? "");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = address && typeof address === "object" ? address.port : 0;
  origin = `http://127.0.0.1:${port}`;
  return {
    url: origin,
    host: `127.0.0.1:${port}`,
    controlUrl: `${origin}/__control`,
    subscribe,
    markGone: (id) => {
      const subscription = subscriptions.get(id);
      if (!subscription) throw new Error(`No subscription ${id}`);
      subscription.gone = true;
    },
    received,
    receivedBy: (id) => received.filter((push) => push.subscriptionId === id),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The stand-in's control routes from another process (an e2e spec): mint subscriptions, read pushes. */
export function pushServiceStandInClient(controlUrl: string) {
  const base = controlUrl.replace(/\/$/, "");
  return {
    async subscribe(applicationServerKey: string): Promise<StandInPushSubscription> {
      const response = await fetch(`${base}/subscriptions`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ applicationServerKey }),
      });
      if (response.status !== 201) throw new Error(`The push stand-in answered ${response.status}`);
      return toSubscription(await response.json());
    },
    async pushes(subscriptionId: string): Promise<ReceivedPush[]> {
      const response = await fetch(`${base}/pushes?${new URLSearchParams({ subscriptionId }).toString()}`);
      if (!response.ok) throw new Error(`The push stand-in answered ${response.status}`);
      const pushes: unknown = await response.json();
      if (!Array.isArray(pushes)) throw new Error("The push stand-in did not answer a list");
      return pushes.map(toReceivedPush);
    },
    async markGone(subscriptionId: string): Promise<void> {
      const response = await fetch(`${base}/subscriptions/${subscriptionId}/gone`, { method: "POST" });
      if (response.status !== 204) throw new Error(`The push stand-in answered ${response.status}`);
    },
  };
}
