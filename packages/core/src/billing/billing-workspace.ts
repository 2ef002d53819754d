import { type Region, type RegionalDb } from "@parlo/db";
import {
  ADDON_IDS,
  AUTO_RECHARGE,
  BILLING_MESSAGES,
  currencyProfile,
  type TAddonId,
  type TCurrencyProfile,
  type TPlanId,
} from "@parlo/validators";
import { z } from "zod";
import { DomainError } from "../errors";

/** The billing part of the workspace's `internal` object (other keys are kept as they are). */
export const ZBillingInternal = z
  .object({
    countryCode: z.string().optional().catch(undefined),
    /** whole units of the workspace's currency */
    autochargeCreditAmount: z.number().int().optional().catch(undefined),
    /** credits */
    autochargeCreditThreshold: z.number().int().optional().catch(undefined),
    /** whole units of the workspace's currency; 0 = no limit */
    monthlyChargeLimit: z.number().int().optional().catch(undefined),
  })
  .passthrough();

const ZAddonQuantities = z.record(z.string(), z.number().int()).catch({});

/** Statuses in which the subscription's plan applies (a failed renewal keeps it until Stripe gives up). */
const LIVE_STATUSES = new Set(["active", "trialing", "past_due"]);

/** The columns of a workspace row that decide its plan and add-ons. */
export interface PlanColumns {
  stripeSubscriptionId: string | null;
  subscriptionStatus: string | null;
  stripePlanId: string | null;
  addonQuantities: unknown;
}

const isAddonId = (key: string): key is TAddonId => ADDON_IDS.some((id) => id === key);

/** The plan a workspace is on: its subscription's while that is live, else free. */
export function planOf(row: PlanColumns): TPlanId {
  const live = Boolean(row.stripeSubscriptionId) && LIVE_STATUSES.has(row.subscriptionStatus ?? "");
  if (!live) return "free";
  return row.stripePlanId === "enterprise" ? "enterprise" : "pay_as_you_go";
}

/** The add-ons a workspace has (none without a live subscription). */
export function addonsOf(row: PlanColumns): Partial<Record<TAddonId, number>> {
  const addons: Partial<Record<TAddonId, number>> = {};
  if (planOf(row) === "free") return addons;
  for (const [key, quantity] of Object.entries(ZAddonQuantities.parse(row.addonQuantities))) {
    if (isAddonId(key)) addons[key] = quantity;
  }
  return addons;
}

export interface BillingWorkspace {
  id: string;
  region: Region;
  ownerId: string;
  loadTokens: string;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  subscriptionStatus: string | null;
  cancelAtPeriodEnd: boolean;
  subscriptionCancelAt: Date | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  automaticBilling: boolean;
  internal: z.infer<typeof ZBillingInternal>;
  addons: Partial<Record<TAddonId, number>>;
  plan: TPlanId;
  profile: TCurrencyProfile;
  autoRecharge: { threshold: number; amount: number; monthlyChargeLimit: number };
}

/** Reads a workspace's billing state; "Error: Cannot access workspace information." when it is gone. */
export async function loadBillingWorkspace(
  db: RegionalDb,
  region: Region,
  workspaceId: string,
): Promise<BillingWorkspace> {
  const row = await db.for(region).workspace.findUnique({ where: { id: workspaceId } });
  if (!row) throw new DomainError("NOT_FOUND", BILLING_MESSAGES.workspaceMissing);
  const internal = ZBillingInternal.parse(row.internal ?? {});
  return {
    id: row.id,
    region,
    ownerId: row.ownerId,
    loadTokens: row.loadTokens.toString(),
    stripeCustomerId: row.stripeCustomerId,
    stripeSubscriptionId: row.stripeSubscriptionId,
    subscriptionStatus: row.subscriptionStatus,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    subscriptionCancelAt: row.subscriptionCancelAt,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    automaticBilling: row.automaticBilling,
    internal,
    addons: addonsOf(row),
    plan: planOf(row),
    profile: currencyProfile(internal.countryCode),
    autoRecharge: {
      threshold: internal.autochargeCreditThreshold ?? AUTO_RECHARGE.threshold.default,
      amount: internal.autochargeCreditAmount ?? AUTO_RECHARGE.amount.default,
      monthlyChargeLimit: internal.monthlyChargeLimit ?? AUTO_RECHARGE.monthlyChargeLimit.default,
    },
  };
}

/** The owner's e-mail (the payment form's read-only e-mail and the Stripe customer's). */
export async function ownerEmail(db: RegionalDb, region: Region, workspaceId: string): Promise<string> {
  const owner = await db
    .for(region)
    .workspaceMember.findFirst({ where: { workspaceId, role: "owner" }, select: { email: true } });
  return owner?.email ?? "";
}

/** Every member's e-mail (the spec's workspaceEmails), for billing notices. */
export async function workspaceEmails(db: RegionalDb, region: Region, workspaceId: string): Promise<string[]> {
  const members = await db.for(region).workspaceMember.findMany({ where: { workspaceId }, select: { email: true } });
  return members.map((member) => member.email);
}

/** Merges keys into the workspace's `internal` object in one statement (concurrent merges keep each other's keys). */
export async function mergeInternal(
  db: RegionalDb,
  region: Region,
  workspaceId: string,
  patch: Record<string, string | number | boolean | null>,
): Promise<void> {
  const json = JSON.stringify(patch);
  await db.for(region).$executeRaw`
    UPDATE "Workspace" SET "internal" = COALESCE("internal", '{}'::jsonb) || ${json}::jsonb WHERE "id" = ${workspaceId}`;
}
