import { randomBytes } from "node:crypto";
import { REGIONS } from "@parlo/db";
import { zWorkspaceEventType } from "@parlo/validators";
import { z } from "zod";

/** What an event carries besides createdAt (added when it is sent): JSON. */
export type WorkspaceEventPayload = Record<string, z.infer<ReturnType<typeof z.json>>>;

/** An event's id (`webhook-id`): `msg_` and up to 64 URL-safe characters. */
export const zWorkspaceEventId = z.string().regex(/^msg_[A-Za-z0-9_-]{1,64}$/);

/** A new event id: `msg_` + 24 URL-safe random characters. */
export function newWorkspaceEventId(): string {
  return `msg_${randomBytes(18).toString("base64url")}`;
}

/**
 * One event waiting to be sent (the `workspace-event` job's data). The id is given when the event
 * happens, so every retry is sent with the same `webhook-id`. The workspace's endpoint and signing
 * secret are read when it is sent, so neither is ever stored in the job table.
 */
export const ZWorkspaceEventJob = z.object({
  id: zWorkspaceEventId,
  region: z.enum(REGIONS),
  workspaceId: z.string().min(1).max(20),
  type: zWorkspaceEventType,
  payload: z.record(z.string(), z.json()),
  /** when the event happened (ISO 8601) */
  createdAt: z.iso.datetime(),
});
export type TWorkspaceEventJob = z.infer<typeof ZWorkspaceEventJob>;
