import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/** Random characters from [0-9A-Za-z]. */
export function randomText(length: number, alphabet = ALPHABET): string {
  const bytes = randomBytes(length);
  return [...bytes].map((byte) => alphabet[byte % alphabet.length]).join("");
}

/** An object id like Stripe's: `cus_` + 14 characters, `pi_` + 24... */
export function newId(prefix: string, length = 24): string {
  return `${prefix}_${randomText(length)}`;
}

/** Unix seconds. */
export function nowSeconds(): number {
  return Math.floor(Date.now() / 1000);
}

/** One billing month in the stand-in: 30 days. */
export const MONTH_SECONDS = 30 * 24 * 60 * 60;
