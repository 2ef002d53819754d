import { createECDH, createPrivateKey, randomBytes, sign } from "node:crypto";
import webpush from "web-push";
import { describe, expect, it } from "vitest";
import { decryptPushBody, PushRequestRefused, verifyVapidAuthorization } from "./web-push-verify";

/**
 * The push stand-in's checks against requests made by an independent sender (the web-push
 * library): a real request passes and decrypts; a tampered or foreign one is refused as a push
 * service refuses it.
 */

const AUDIENCE = "http://127.0.0.1:4999";
const SUBJECT = "mailto:push@parlo.localhost";

/** A browser's side of a subscription, and the server's VAPID pair it was made with. */
function subscription() {
  const browser = createECDH("prime256v1");
  browser.generateKeys();
  const authSecret = randomBytes(16);
  return {
    vapid: webpush.generateVAPIDKeys(),
    secrets: { privateKey: browser.getPrivateKey(), publicKey: browser.getPublicKey(), authSecret },
    json: {
      endpoint: `${AUDIENCE}/push/abc`,
      keys: { p256dh: browser.getPublicKey().toString("base64url"), auth: authSecret.toString("base64url") },
    },
  };
}

function request(sub: ReturnType<typeof subscription>, payload: string) {
  return webpush.generateRequestDetails(sub.json, payload, {
    vapidDetails: { subject: SUBJECT, publicKey: sub.vapid.publicKey, privateKey: sub.vapid.privateKey },
    TTL: 60,
    contentEncoding: "aes128gcm",
  });
}

const authorizationOf = (details: { headers: Record<string, unknown> }) => String(details.headers.Authorization);

/** The status a check refuses with, or "passed". */
function statusOf(check: () => unknown): number | "passed" {
  try {
    check();
    return "passed";
  } catch (error) {
    if (error instanceof PushRequestRefused) return error.status;
    throw error;
  }
}

/** A JWT with these claims, signed ES256 with a raw P-256 private key (base64url). */
function signedJwt(claims: object, privateKey: string, publicKey: string): string {
  const raw = Buffer.from(publicKey, "base64url");
  const key = createPrivateKey({
    key: {
      kty: "EC",
      crv: "P-256",
      d: privateKey,
      x: raw.subarray(1, 33).toString("base64url"),
      y: raw.subarray(33, 65).toString("base64url"),
    },
    format: "jwk",
  });
  const head = Buffer.from(JSON.stringify({ typ: "JWT", alg: "ES256" })).toString("base64url");
  const body = Buffer.from(JSON.stringify(claims)).toString("base64url");
  const signature = sign("sha256", Buffer.from(`${head}.${body}`), { key, dsaEncoding: "ieee-p1363" });
  return `${head}.${body}.${signature.toString("base64url")}`;
}

describe("the push stand-in's VAPID check", () => {
  it("passes a request web-push signed, with its claims", () => {
    const sub = subscription();
    const claims = verifyVapidAuthorization(authorizationOf(request(sub, "{}")), {
      audience: AUDIENCE,
      applicationServerKey: sub.vapid.publicKey,
    });
    expect(claims.aud).toBe(AUDIENCE);
    expect(claims.sub).toBe(SUBJECT);
    expect(claims.exp).toBeGreaterThan(Date.now() / 1000);
  });

  it("refuses a tampered JWT (claims changed after signing) with 401", () => {
    const sub = subscription();
    const header = authorizationOf(request(sub, "{}"));
    const [, token = "", key = ""] = /t=([^,\s]+),\s*k=(\S+)/.exec(header) ?? [];
    const [head, body, signature] = token.split(".");
    const claims: unknown = JSON.parse(Buffer.from(body ?? "", "base64url").toString("utf8"));
    const changed = Buffer.from(JSON.stringify({ ...Object(claims), sub: "mailto:attacker@example.test" })).toString(
      "base64url",
    );
    const tampered = `vapid t=${head}.${changed}.${signature}, k=${key}`;
    expect(statusOf(() => verifyVapidAuthorization(header, { audience: AUDIENCE, applicationServerKey: key }))).toBe(
      "passed",
    );
    expect(statusOf(() => verifyVapidAuthorization(tampered, { audience: AUDIENCE, applicationServerKey: key }))).toBe(
      401,
    );
    // a flipped signature byte too
    const bytes = Buffer.from(signature ?? "", "base64url");
    bytes[10] = (bytes[10] ?? 0) ^ 1;
    const flipped = `vapid t=${head}.${body}.${bytes.toString("base64url")}, k=${key}`;
    expect(statusOf(() => verifyVapidAuthorization(flipped, { audience: AUDIENCE, applicationServerKey: key }))).toBe(
      401,
    );
  });

  it("refuses a JWT signed with another key than k (401), and a k the subscription was not made with (403)", () => {
    const sub = subscription();
    const other = webpush.generateVAPIDKeys();
    const exp = Math.floor(Date.now() / 1000) + 3600;
    const foreign = signedJwt({ aud: AUDIENCE, exp, sub: SUBJECT }, other.privateKey, other.publicKey);
    const expected = { audience: AUDIENCE, applicationServerKey: sub.vapid.publicKey };
    expect(statusOf(() => verifyVapidAuthorization(`vapid t=${foreign}, k=${sub.vapid.publicKey}`, expected))).toBe(
      401,
    );
    expect(statusOf(() => verifyVapidAuthorization(`vapid t=${foreign}, k=${other.publicKey}`, expected))).toBe(403);
  });

  it("refuses a wrong audience, an expired JWT, one valid for over 24 hours, a subject that is no contact, no header", () => {
    const { vapid } = subscription();
    const now = Math.floor(Date.now() / 1000);
    const expected = { audience: AUDIENCE, applicationServerKey: vapid.publicKey };
    const header = (claims: object) =>
      `vapid t=${signedJwt(claims, vapid.privateKey, vapid.publicKey)}, k=${vapid.publicKey}`;
    expect(
      statusOf(() => verifyVapidAuthorization(header({ aud: AUDIENCE, exp: now + 600, sub: SUBJECT }), expected)),
    ).toBe("passed");
    for (const claims of [
      { aud: "http://127.0.0.1:1", exp: now + 600, sub: SUBJECT },
      { aud: AUDIENCE, exp: now - 1, sub: SUBJECT },
      { aud: AUDIENCE, exp: now + 25 * 3600, sub: SUBJECT },
      { aud: AUDIENCE, exp: now + 600, sub: "someone" },
      { aud: AUDIENCE, sub: SUBJECT },
    ]) {
      expect(
        statusOf(() => verifyVapidAuthorization(header(claims), expected)),
        JSON.stringify(claims),
      ).toBe(401);
    }
    expect(statusOf(() => verifyVapidAuthorization(undefined, expected))).toBe(401);
    expect(statusOf(() => verifyVapidAuthorization("WebPush abc", expected))).toBe(401);
  });
});

describe("the push stand-in's decryption (RFC 8291, aes128gcm)", () => {
  it("opens what web-push encrypted for the subscription", () => {
    const sub = subscription();
    const payload = JSON.stringify({ title: "Front Desk: a visitor asks for a person", url: "/convos?c=1" });
    const details = request(sub, payload);
    expect(decryptPushBody(details.body, sub.secrets).toString("utf8")).toBe(payload);
  });

  it("refuses a body changed on the way, or opened with another subscription's keys", () => {
    const sub = subscription();
    const details = request(sub, "hello");
    const changed = Buffer.from(details.body);
    changed[changed.length - 20] = (changed[changed.length - 20] ?? 0) ^ 1;
    expect(statusOf(() => decryptPushBody(changed, sub.secrets))).toBe(400);
    expect(statusOf(() => decryptPushBody(details.body, subscription().secrets))).toBe(400);
    expect(statusOf(() => decryptPushBody(Buffer.alloc(10), sub.secrets))).toBe(400);
  });
});
