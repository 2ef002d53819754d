import { limitsFor } from "../billing/plan-limits";
import type { PlanColumns } from "../billing/billing-workspace";

/** Seats of a workspace: the plan's (2), plus Workspace Seat add-ons, plus the custom plan's extra seats. */
export function seatLimit(workspace: PlanColumns & { customPlan: unknown }): number {
  return limitsFor(workspace).workspaceSeats;
}
