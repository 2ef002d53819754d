import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The `X-Parlo-Signature` value of an event body: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<body>" keyed with the workspace secret>`. A receiver recomputes v1 from the raw body and
 * the t it was given, compares in constant time and refuses old t values (replays).
 */
export function signWorkspaceEvent(options: { secret: string; body: string; at: Date }): string {
  const t = Math.floor(options.at.getTime() / 1000);
  const v1 = createHmac("sha256", options.secret).update(`${t}.${options.body}`).digest("hex");
  return `t=${t},v1=${v1}`;
}

/** Checks a signature header against a body (what a receiver does; used by the tests). */
export function verifyWorkspaceEventSignature(options: {
  secret: string;
  body: string;
  header: string;
  /** oldest accepted t, in unix seconds (no limit when left out) */
  notBefore?: number;
}): boolean {
  const parts = new Map(
    options.header.split(",").map((part) => {
      const at = part.indexOf("=");
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get("t"));
  const v1 = parts.get("v1") ?? "";
  if (!Number.isInteger(t) || !/^[0-9a-f]{64}$/.test(v1)) return false;
  if (options.notBefore !== undefined && t < options.notBefore) return false;
  const expected = createHmac("sha256", options.secret).update(`${t}.${options.body}`).digest();
  return timingSafeEqual(expected, Buffer.from(v1, "hex"));
}
