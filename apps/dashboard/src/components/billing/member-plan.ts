import { USD_PER_CREDIT, type TCurrentPlan, type TWorkspaceSummary } from "@parlo/validators";

/** What a member (who cannot read the billing details) sees of the workspace's plan. */
export function memberPlan(workspace: Pick<TWorkspaceSummary, "hasSubscription" | "loadTokens">): TCurrentPlan {
  return {
    name: workspace.hasSubscription ? "pay_as_you_go" : "free",
    label: workspace.hasSubscription ? "Pay as you go" : "Free",
    status: "active",
    renewalDate: null,
    credits: { used: 0, total: 0 },
    cancels: false,
    cancelsAt: null,
    usdBalance: Math.round(workspace.loadTokens * USD_PER_CREDIT * 10_000) / 10_000,
  };
}
