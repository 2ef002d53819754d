import { DEFAULT_WORKSPACE_SEATS } from "@parlo/validators";
import { z } from "zod";

const ZCustomPlan = z
  .object({ limits: z.object({ workspaceSeats: z.number().int().min(0).optional() }).optional() })
  .catch({});

/** Seats of a workspace: the plan default plus the custom plan's extra seats. */
export function seatLimit(customPlan: unknown): number {
  return DEFAULT_WORKSPACE_SEATS + (ZCustomPlan.parse(customPlan).limits?.workspaceSeats ?? 0);
}
