import type { TCreateSubscriptionOutput } from "@parlo/validators";
import { describe, expect, it } from "vitest";
import { runPaymentFlow, type PaymentFlowPorts } from "./payment-flow";

const created: TCreateSubscriptionOutput = {
  status: "succeeded",
  requiresAction: false,
  clientSecret: null,
  paymentIntentId: "pi_1",
  transactionId: "in_1",
  amountPaid: 3645,
  tax: { currency: "gbp", amount: 945 },
  subscriptionId: "sub_1",
};

function ports(overrides: Partial<PaymentFlowPorts> = {}) {
  const calls: string[] = [];
  const base: PaymentFlowPorts = {
    createPaymentMethod: async () => (calls.push("createPaymentMethod"), { id: "pm_1" }),
    upsertPaymentMethod: async (id) => calls.push(`upsert:${id}`),
    createSubscription: async () => (calls.push("createSubscription"), created),
    confirmCardPayment: async (secret) => (calls.push(`confirmCard:${secret}`), { status: "succeeded" }),
    confirmSubscriptionPayment: async (pi, sub) => (calls.push(`confirm:${pi}:${sub}`), { status: "succeeded" }),
    onPhase: (phase) => calls.push(`phase:${phase}`),
  };
  return { calls, ports: { ...base, ...overrides } };
}

describe("payment flow", () => {
  it("saves a new card, then subscribes", async () => {
    const { calls, ports: p } = ports();
    expect(await runPaymentFlow(p, { newCard: true, subscribe: true })).toEqual({ ok: true });
    expect(calls).toEqual(["createPaymentMethod", "upsert:pm_1", "phase:creating", "createSubscription"]);
  });

  it("uses the saved card without creating one", async () => {
    const { calls, ports: p } = ports();
    await runPaymentFlow(p, { newCard: false, subscribe: true });
    expect(calls).toEqual(["phase:creating", "createSubscription"]);
  });

  it("only saves the card when not subscribing", async () => {
    const { calls, ports: p } = ports();
    expect(await runPaymentFlow(p, { newCard: true, subscribe: false })).toEqual({ ok: true });
    expect(calls).toEqual(["createPaymentMethod", "upsert:pm_1"]);
  });

  it("confirms a 3-D Secure payment with the provider, then on the server", async () => {
    const { calls, ports: p } = ports({
      createSubscription: async () => ({
        ...created,
        status: "requires_action",
        requiresAction: true,
        clientSecret: "cs_1",
      }),
    });
    expect(await runPaymentFlow(p, { newCard: false, subscribe: true })).toEqual({ ok: true });
    expect(calls).toEqual(["phase:creating", "phase:confirming", "confirmCard:cs_1", "confirm:pi_1:sub_1"]);
  });

  it("shows the provider's card message on the form", async () => {
    const { ports: p } = ports({ createPaymentMethod: async () => ({ error: "Your card was declined." }) });
    expect(await runPaymentFlow(p, { newCard: true, subscribe: true })).toEqual({
      ok: false,
      stage: "form",
      message: "Your card was declined.",
    });
    const { ports: q } = ports({ createPaymentMethod: async () => ({ error: undefined }) });
    expect(await runPaymentFlow(q, { newCard: true, subscribe: true })).toMatchObject({
      message: "An error occurred with your payment.",
    });
  });

  it("reports a failed subscription and an unexpected status", async () => {
    const { ports: p } = ports({
      createSubscription: async () => {
        throw new Error("failed to fetch");
      },
    });
    expect(await runPaymentFlow(p, { newCard: false, subscribe: true })).toEqual({
      ok: false,
      stage: "subscription",
      message: "Failed to create subscription. Please try again.",
    });
    const { ports: q } = ports({ createSubscription: async () => ({ ...created, status: "requires_payment_method" }) });
    expect(await runPaymentFlow(q, { newCard: false, subscribe: true })).toMatchObject({
      message: "Payment failed with status: requires_payment_method",
    });
    const { ports: r } = ports({
      createSubscription: async () => ({ ...created, requiresAction: true, clientSecret: "cs_1" }),
      confirmCardPayment: async () => ({ error: undefined }),
    });
    expect(await runPaymentFlow(r, { newCard: false, subscribe: true })).toMatchObject({
      message: "Payment confirmation failed",
    });
  });

  it("shows the server's message when saving the card fails", async () => {
    const { ports: p } = ports({
      upsertPaymentMethod: async () => {
        throw new Error("Your card does not support this type of purchase.");
      },
    });
    expect(await runPaymentFlow(p, { newCard: true, subscribe: true })).toEqual({
      ok: false,
      stage: "form",
      message: "Your card does not support this type of purchase.",
    });
  });
});
