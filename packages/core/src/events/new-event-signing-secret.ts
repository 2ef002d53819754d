import { randomBytes } from "node:crypto";
import { EVENT_SIGNING_SECRET_PREFIX } from "@parlo/validators";

/** A new event signing secret: `whsec_` + base64 of 32 random bytes (Standard Webhooks' format). */
export function newEventSigningSecret(): string {
  return `${EVENT_SIGNING_SECRET_PREFIX}${randomBytes(32).toString("base64")}`;
}
