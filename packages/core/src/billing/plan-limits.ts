import type { Region, RegionalDb } from "@parlo/db";
import { ADDON_IDS, ADDON_LIMIT, PLAN_LIMITS, type PlanLimits } from "@parlo/validators";
import { z } from "zod";
import { addonsOf, planOf, type PlanColumns } from "./billing-workspace";

/** customPlan.limits: overrides a workspace may have been given (workspaceSeats is an extra on top). */
const ZCustomLimits = z
  .object({
    limits: z
      .object({
        maxAgents: z.number().int().positive().optional(),
        maxKbDocsCharCount: z.number().int().positive().optional(),
        maxConcurrentCalls: z.number().int().min(0).optional(),
        twilioPhoneNumberSlots: z.number().int().min(0).optional(),
        workspaceSeats: z.number().int().min(0).optional(),
        clientSeats: z.number().int().min(0).optional(),
      })
      .optional(),
  })
  .catch({});

/**
 * A workspace's limits: its plan's (free, pay as you go, enterprise), plus one unit per add-on bought
 * (seats, call lines, phone numbers, client seats), with the custom plan's overrides on top
 * (customPlan.limits.workspaceSeats is extra seats, the others replace the plan's value).
 */
export function limitsFor(row: PlanColumns & { customPlan: unknown }): PlanLimits {
  const limits: PlanLimits = { ...PLAN_LIMITS[planOf(row)] };
  const addons = addonsOf(row);
  for (const addon of ADDON_IDS) {
    const key = ADDON_LIMIT[addon];
    const quantity = addons[addon] ?? 0;
    if (key && quantity > 0) limits[key] += quantity;
  }
  const custom = ZCustomLimits.parse(row.customPlan).limits ?? {};
  if (custom.maxAgents !== undefined) limits.maxAgents = custom.maxAgents;
  if (custom.maxKbDocsCharCount !== undefined) limits.maxKbDocsCharCount = custom.maxKbDocsCharCount;
  if (custom.maxConcurrentCalls !== undefined) limits.maxConcurrentCalls = custom.maxConcurrentCalls;
  if (custom.twilioPhoneNumberSlots !== undefined) limits.twilioPhoneNumberSlots = custom.twilioPhoneNumberSlots;
  if (custom.clientSeats !== undefined) limits.clientSeats = custom.clientSeats;
  if (custom.workspaceSeats !== undefined) limits.workspaceSeats += custom.workspaceSeats;
  return limits;
}

/** The limits of a stored workspace (the free plan's when it is gone). */
export async function workspaceLimits(db: RegionalDb, region: Region, workspaceId: string): Promise<PlanLimits> {
  const row = await db.for(region).workspace.findUnique({ where: { id: workspaceId } });
  return row ? limitsFor(row) : { ...PLAN_LIMITS.free };
}
