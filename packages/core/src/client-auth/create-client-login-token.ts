import { randomBytes } from "node:crypto";
import { newEntityId, type Region } from "@parlo/db";
import { nowOf, type ClientAuthDeps } from "./client-auth-deps";
import { hashLoginToken } from "./validate-client-login-token";

/** How long a login link works when the caller gives no time. */
export const CLIENT_LOGIN_TOKEN_TTL_MINUTES = 15;

/**
 * A one-time login token for a client (the link's `token` query, see validateClientLoginToken):
 * 32 random bytes in base64url, only the hash stored. Who may mint one is the caller's check.
 */
export async function createClientLoginToken(options: {
  deps: ClientAuthDeps;
  region: Region;
  clientId: string;
  readOnly: boolean;
  ttlMinutes?: number;
}): Promise<{ token: string; expiresAt: Date }> {
  const { deps } = options;
  const token = randomBytes(32).toString("base64url");
  const now = nowOf(deps);
  const expiresAt = new Date(now.getTime() + (options.ttlMinutes ?? CLIENT_LOGIN_TOKEN_TTL_MINUTES) * 60_000);
  await deps.db.for(options.region).clientLoginToken.create({
    data: {
      id: newEntityId(),
      tokenHash: hashLoginToken(token),
      clientId: options.clientId,
      readOnly: options.readOnly,
      createdAt: now,
      expiresAt,
    },
  });
  return { token, expiresAt };
}
