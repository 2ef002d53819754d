import { describe, expect, it } from "vitest";
import { limitsFor } from "./plan-limits";

const free = {
  stripeSubscriptionId: null,
  subscriptionStatus: null,
  stripePlanId: null,
  addonQuantities: {},
  customPlan: {},
};
const paid = { ...free, stripeSubscriptionId: "sub_1", subscriptionStatus: "active", stripePlanId: "pay_as_you_go" };

describe("limitsFor", () => {
  it("free: the spec's default limits", () => {
    expect(limitsFor(free)).toMatchObject({
      maxAgents: 2,
      maxConcurrentCalls: 10,
      maxClients: 2,
      workspaceSeats: 2,
      twilioPhoneNumberSlots: 0,
      maxKbDocsCharCount: 1_000_000,
    });
  });

  it("pay as you go: unlimited agents, and each add-on raises its limit", () => {
    const limits = limitsFor({
      ...paid,
      addonQuantities: {
        "workspace-seat": 3,
        "concurrent-call-line": 2,
        "twilio-phone-number": 1,
        client_seat: 4,
        bogus: 9,
      },
    });
    expect(limits).toMatchObject({
      maxAgents: Infinity,
      workspaceSeats: 5,
      maxConcurrentCalls: 12,
      twilioPhoneNumberSlots: 1,
      clientSeats: 6,
      maxKbDocsCharCount: 10_000_000,
    });
  });

  it("add-ons count only while the subscription is live; past_due still counts", () => {
    const addonQuantities = { "workspace-seat": 3 };
    expect(limitsFor({ ...paid, subscriptionStatus: "canceled", addonQuantities }).workspaceSeats).toBe(2);
    expect(limitsFor({ ...paid, subscriptionStatus: "incomplete", addonQuantities }).maxAgents).toBe(2);
    expect(limitsFor({ ...paid, subscriptionStatus: "past_due", addonQuantities }).workspaceSeats).toBe(5);
  });

  it("a custom plan overrides limits; its workspaceSeats are extra seats", () => {
    const limits = limitsFor({
      ...free,
      customPlan: { limits: { maxAgents: 100, workspaceSeats: 3, maxKbDocsCharCount: 5000 } },
    });
    expect(limits).toMatchObject({ maxAgents: 100, workspaceSeats: 5, maxKbDocsCharCount: 5000 });
    // a malformed custom plan is ignored
    expect(limitsFor({ ...free, customPlan: { limits: { maxAgents: "many" } } }).maxAgents).toBe(2);
  });
});
