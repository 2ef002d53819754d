import { AGENCY_BILLING_MESSAGES } from "@parlo/validators";
import { describe, expect, it } from "vitest";
import { addFeature, newPlanDraft, planDraftsProblem, planPriceText, removeFeature, toPlanInput } from "./plan-drafts";

const pricing = { microUsdPerCredit: 4000, exchangeRate: 1, currency: "usd" as const };

describe("the plans editor", () => {
  it("adds features up to five and keeps the last one", () => {
    let plan = { ...newPlanDraft(), features: ["a"] };
    const kept = removeFeature(plan, 0);
    expect(kept).toEqual({ error: AGENCY_BILLING_MESSAGES.lastFeature });
    for (let i = 0; i < 4; i++) {
      const next = addFeature(plan);
      if ("error" in next) throw new Error(next.error);
      plan = next;
    }
    expect(plan.features).toHaveLength(5);
    expect(addFeature(plan)).toEqual({ error: AGENCY_BILLING_MESSAGES.maxFeatures });
    const fewer = removeFeature(plan, 1);
    expect("error" in fewer ? null : fewer.features).toHaveLength(4);
  });

  it("shows the price as credits x the final per-credit price, read-only", () => {
    expect(planPriceText({ ...newPlanDraft(), credits: "15000" }, pricing)).toBe("$60.00");
    expect(
      planPriceText({ ...newPlanDraft(), credits: "5000" }, { ...pricing, exchangeRate: 0.75, currency: "gbp" }),
    ).toBe("£15.00");
    expect(planPriceText({ ...newPlanDraft(), credits: "12a" }, pricing)).toBe("—");
  });

  it("finds blank features before sending and sends whole credits", () => {
    expect(planDraftsProblem([{ ...newPlanDraft(), features: ["ok", " "] }])).toBe(
      AGENCY_BILLING_MESSAGES.featureWithText,
    );
    expect(planDraftsProblem([newPlanDraft()])).toBeNull();
    expect(planDraftsProblem([{ ...newPlanDraft(), credits: "5k" }])).toBe(AGENCY_BILLING_MESSAGES.invalidNumber);
    expect(toPlanInput([{ ...newPlanDraft(), credits: "7500" }])[0]?.credits).toBe(7500);
  });
});
