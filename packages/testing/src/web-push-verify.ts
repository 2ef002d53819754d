import { createDecipheriv, createECDH, createPublicKey, hkdfSync, verify } from "node:crypto";

/**
 * What a push service checks of an application server's request, written from the RFCs rather
 * than from a sender's code: VAPID (RFC 8292: `Authorization: vapid t=<JWT>, k=<key>`, an ES256
 * JWT) and the aes128gcm payload encryption (RFC 8188 records, RFC 8291 keys).
 */

/** A push request's refusal: the status a push service answers and why. */
export class PushRequestRefused extends Error {
  override readonly name = "PushRequestRefused";
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const refuse = (status: number, message: string): never => {
  throw new PushRequestRefused(status, message);
};

/** 24 hours: RFC 8292 section 2 (a JWT may not be valid for longer). */
const MAX_JWT_LIFETIME_SECONDS = 24 * 60 * 60;

/** The `t` and `k` parameters of a `vapid` Authorization header (RFC 8292 section 3). */
export function parseVapidAuthorization(header: string | undefined): { token: string; key: string } {
  const match = /^vapid\s+(.+)$/i.exec(header?.trim() ?? "");
  if (!match?.[1]) return refuse(401, "no vapid Authorization");
  const params = new Map<string, string>();
  for (const part of match[1].split(",")) {
    const [name, ...value] = part.trim().split("=");
    if (name) params.set(name.trim().toLowerCase(), value.join("=").trim());
  }
  const token = params.get("t");
  const key = params.get("k");
  if (!token || !key) return refuse(401, "the vapid Authorization needs t and k");
  return { token, key };
}

function decodeJson(part: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, "base64url").toString("utf8"));
    if (value && typeof value === "object" && !Array.isArray(value)) return Object.fromEntries(Object.entries(value));
  } catch {
    // refused below
  }
  return refuse(401, "the JWT is not JSON");
}

/** A raw uncompressed P-256 public key (65 bytes) as a key object node:crypto verifies with. */
function publicKeyObject(raw: Buffer) {
  if (raw.length !== 65 || raw[0] !== 4) return refuse(401, "k is not an uncompressed P-256 public key");
  try {
    return createPublicKey({
      key: {
        kty: "EC",
        crv: "P-256",
        x: raw.subarray(1, 33).toString("base64url"),
        y: raw.subarray(33, 65).toString("base64url"),
      },
      format: "jwk",
    });
  } catch {
    return refuse(401, "k is not a point of P-256");
  }
}

export interface VapidClaims {
  aud: string;
  exp: number;
  sub: string;
}

/**
 * Verifies a VAPID Authorization header for a push to `audience` (the endpoint's origin): an ES256
 * JWT whose signature verifies against `k`, with `aud` the audience, `exp` in the future and at
 * most 24 hours away, and `sub` a mailto: or https: contact (401 otherwise); and `k` the
 * applicationServerKey the subscription was made with (403 otherwise). Answers the claims.
 */
export function verifyVapidAuthorization(
  header: string | undefined,
  expected: { audience: string; applicationServerKey: string; now?: Date },
): VapidClaims {
  const { token, key } = parseVapidAuthorization(header);
  const parts = token.split(".");
  const [encodedHeader, encodedClaims, encodedSignature] = parts;
  if (parts.length !== 3 || !encodedHeader || !encodedClaims || !encodedSignature) {
    return refuse(401, "the JWT is not three parts");
  }
  const jwtHeader = decodeJson(encodedHeader);
  if (jwtHeader.alg !== "ES256") return refuse(401, "the JWT is not ES256");
  const publicKey = Buffer.from(key, "base64url");
  const signature = Buffer.from(encodedSignature, "base64url");
  // JOSE's ES256 signature is r || s, 32 bytes each (IEEE P1363), not DER
  const signed =
    signature.length === 64 &&
    verify(
      "sha256",
      Buffer.from(`${encodedHeader}.${encodedClaims}`, "ascii"),
      { key: publicKeyObject(publicKey), dsaEncoding: "ieee-p1363" },
      signature,
    );
  if (!signed) return refuse(401, "the JWT's signature does not verify with k");
  const claims = decodeJson(encodedClaims);
  const now = Math.floor((expected.now ?? new Date()).getTime() / 1000);
  const { aud, exp, sub } = claims;
  if (aud !== expected.audience) return refuse(401, `the JWT's aud is not ${expected.audience}`);
  if (typeof exp !== "number" || !Number.isInteger(exp)) return refuse(401, "the JWT has no exp");
  if (exp <= now) return refuse(401, "the JWT has expired");
  if (exp > now + MAX_JWT_LIFETIME_SECONDS) return refuse(401, "the JWT's exp is more than 24 hours away");
  if (typeof sub !== "string" || !/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(sub)) {
    return refuse(401, "the JWT's sub is not a mailto: or https: contact");
  }
  if (!publicKey.equals(Buffer.from(expected.applicationServerKey, "base64url"))) {
    return refuse(403, "k is not the applicationServerKey the subscription was made with");
  }
  return { aud, exp, sub };
}

/** The user agent's side of a subscription: its ECDH key pair and authentication secret. */
export interface SubscriptionSecrets {
  /** the P-256 private key (32 bytes) */
  privateKey: Buffer;
  /** the P-256 public key, uncompressed (65 bytes): the subscription's p256dh */
  publicKey: Buffer;
  /** the 16-byte authentication secret: the subscription's auth */
  authSecret: Buffer;
}

const TAG_LENGTH = 16;

/**
 * Decrypts an aes128gcm push message body (RFC 8188 section 2, with the keys of RFC 8291 section
 * 3.4): the header (salt, record size, the sender's public key as key id), ECDH with the
 * subscription's private key, HKDF for the input keying material (salted with the auth secret),
 * then the content encryption key and nonce; every record is opened with AES-128-GCM and its
 * padding removed (delimiter 2 ends the last record, 1 the others). 400 on anything malformed.
 */
export function decryptPushBody(body: Buffer, secrets: SubscriptionSecrets): Buffer {
  if (body.length < 21) return refuse(400, "the body is shorter than the aes128gcm header");
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const keyIdLength = body[20] ?? 0;
  const senderPublicKey = body.subarray(21, 21 + keyIdLength);
  if (keyIdLength !== 65 || senderPublicKey.length !== 65) {
    return refuse(400, "the key id is not the sender's P-256 public key");
  }
  if (recordSize <= TAG_LENGTH + 1) return refuse(400, "the record size is too small");

  let sharedSecret: Buffer;
  try {
    const ecdh = createECDH("prime256v1");
    ecdh.setPrivateKey(secrets.privateKey);
    sharedSecret = ecdh.computeSecret(senderPublicKey);
  } catch {
    return refuse(400, "the sender's key is not a point of P-256");
  }
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0", "ascii"), secrets.publicKey, senderPublicKey]);
  const inputKey = Buffer.from(hkdfSync("sha256", sharedSecret, secrets.authSecret, keyInfo, 32));
  const contentKey = Buffer.from(hkdfSync("sha256", inputKey, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const baseNonce = Buffer.from(hkdfSync("sha256", inputKey, salt, Buffer.from("Content-Encoding: nonce\0"), 12));

  const records = body.subarray(21 + keyIdLength);
  if (records.length === 0) return refuse(400, "no records");
  const plaintext: Buffer[] = [];
  for (let offset = 0, sequence = 0; offset < records.length; offset += recordSize, sequence++) {
    const record = records.subarray(offset, offset + recordSize);
    const last = offset + recordSize >= records.length;
    if (record.length <= TAG_LENGTH) return refuse(400, "a record is shorter than its tag");
    // the nonce of record i: the base nonce XOR i as a 96-bit big-endian number (i < 2^32 here)
    const nonce = Buffer.from(baseNonce);
    nonce.writeUInt32BE((nonce.readUInt32BE(8) ^ sequence) >>> 0, 8);
    let opened: Buffer;
    try {
      const decipher = createDecipheriv("aes-128-gcm", contentKey, nonce);
      decipher.setAuthTag(record.subarray(record.length - TAG_LENGTH));
      opened = Buffer.concat([decipher.update(record.subarray(0, record.length - TAG_LENGTH)), decipher.final()]);
    } catch {
      return refuse(400, "a record does not decrypt (wrong keys, or tampered)");
    }
    let end = opened.length - 1;
    while (end >= 0 && opened[end] === 0) end--;
    const delimiter = opened[end];
    if (delimiter !== (last ? 2 : 1)) return refuse(400, "a record's padding delimiter is wrong");
    plaintext.push(opened.subarray(0, end));
  }
  return Buffer.concat(plaintext);
}
