import { REGIONS } from "@parlo/db";
import { zWorkspaceEventType } from "@parlo/validators";
import { z } from "zod";

/** What an event carries besides createdAt and the workspace secret (added when it is sent): JSON. */
export type WorkspaceEventPayload = Record<string, z.infer<ReturnType<typeof z.json>>>;

/**
 * One event waiting to be sent (the `workspace-event` job's data). The workspace's endpoint and
 * secret are read when it is sent, so neither is ever stored in the job table.
 */
export const ZWorkspaceEventJob = z.object({
  region: z.enum(REGIONS),
  workspaceId: z.string().min(1).max(20),
  type: zWorkspaceEventType,
  payload: z.record(z.string(), z.json()),
  /** when the event happened (ISO 8601) */
  createdAt: z.iso.datetime(),
});
export type TWorkspaceEventJob = z.infer<typeof ZWorkspaceEventJob>;
