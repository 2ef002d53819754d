import type { Region } from "@parlo/db";
import type Stripe from "stripe";
import type { CoreDeps } from "../deps";
import { readAgencyAutoBilling } from "@parlo/validators";
import { agencyPricing, type AgencyPricing } from "./agency-pricing";

/** What an org's automatic recharge charges: the org, its agency's connected account and prices. */
export interface OrgRechargeTarget {
  stripe: Stripe;
  accountId: string;
  agency: {
    id: string;
    name: string;
    userId: string;
    customDomain: string | null;
    isVerifiedCustomDomain: boolean;
    VGsubDomain: string | null;
    isVerifiedSubDomain: boolean;
  };
  org: { id: string; name: string; ownerID: string; stripeCustomerId: string | null; autocharge: unknown };
  pricing: AgencyPricing;
}

/**
 * The org and the agency of its workspace, when the org may be charged: billing enabled, a
 * customer on the agency's account, and the agency's payments connected. Null otherwise (no
 * client is involved: the runtime and webhooks call it).
 */
export async function loadOrgRechargeTarget(
  deps: CoreDeps,
  region: Region,
  orgId: string,
): Promise<OrgRechargeTarget | null> {
  const billing = deps.billing;
  if (!billing) return null;
  const db = deps.db.for(region);
  const org = await db.org.findUnique({
    where: { id: orgId },
    select: {
      id: true,
      name: true,
      ownerID: true,
      allowBilling: true,
      stripeCustomerId: true,
      autocharge: true,
    },
  });
  if (!org || !org.allowBilling) return null;
  const agency = await db.agency.findUnique({ where: { userId: org.ownerID } });
  if (!agency) return null;
  if (!agency.stripeAccountId || !agency.stripeConnected) return null;
  // the agency's Auto Billing may not offer auto-recharge
  if (!readAgencyAutoBilling(agency.settings).allowAutoRecharge) return null;
  return {
    stripe: billing.stripe,
    accountId: agency.stripeAccountId,
    agency: {
      id: agency.id,
      name: agency.name,
      userId: agency.userId,
      customDomain: agency.customDomain,
      isVerifiedCustomDomain: agency.isVerifiedCustomDomain,
      VGsubDomain: agency.VGsubDomain,
      isVerifiedSubDomain: agency.isVerifiedSubDomain,
    },
    org: {
      id: org.id,
      name: org.name,
      ownerID: org.ownerID,
      stripeCustomerId: org.stripeCustomerId,
      autocharge: org.autocharge,
    },
    pricing: agencyPricing(agency),
  };
}
