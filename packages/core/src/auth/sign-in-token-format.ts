import type { Region } from "@parlo/db";
import { SIGN_IN_TOKEN_PATTERN } from "@parlo/validators";

/**
 * Sign-in tokens live in the SignInCode table (no table of their own): a token's row has the
 * e-mail behind this prefix, so the e-mail code flow, which looks rows up by the exact address,
 * never sees one, and asking for a code does not cancel a token.
 */
export const SIGN_IN_TOKEN_EMAIL_PREFIX = "token:";

export interface SignInTokenParts {
  region: Region;
  /** the SignInCode row id (32 hex characters) */
  id: string;
  /** 32 random bytes, base64url; only its salted hash is stored */
  secret: string;
}

export function formatSignInToken(parts: SignInTokenParts): string {
  return `sit.${parts.region}.${parts.id}.${parts.secret}`;
}

export function parseSignInToken(token: string): SignInTokenParts | null {
  const match = SIGN_IN_TOKEN_PATTERN.exec(token.trim());
  if (!match) return null;
  const [, region, id, secret] = match;
  if ((region !== "eu" && region !== "na") || !id || !secret) return null;
  return { region, id, secret };
}
