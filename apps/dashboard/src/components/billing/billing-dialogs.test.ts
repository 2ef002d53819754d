import { describe, expect, it } from "vitest";
import { quantitiesFrom } from "./addon-changes";
import { billingUiReducer, INITIAL_BILLING_UI } from "./billing-dialogs";

const baseline = quantitiesFrom([{ addonKey: "workspace-seat", quantity: 1 }]);

describe("billing dialogs", () => {
  it("keeps the edited add-ons across the confirmation and back", () => {
    let state = billingUiReducer(INITIAL_BILLING_UI, { type: "open", dialog: { kind: "modify" } });
    state = billingUiReducer(state, { type: "setAddon", addonId: "workspace-seat", quantity: 3, baseline });
    state = billingUiReducer(state, { type: "setAddon", addonId: "whitelabel-new", quantity: 5, baseline });
    expect(state.addonDraft?.["workspace-seat"]).toBe(3);
    expect(state.addonDraft?.["whitelabel-new"]).toBe(1);
    state = billingUiReducer(state, { type: "confirmAddons" });
    expect(state.dialog.kind).toBe("confirmAddons");
    state = billingUiReducer(state, { type: "backToModify" });
    expect(state.dialog.kind).toBe("modify");
    expect(state.addonDraft?.["workspace-seat"]).toBe(3);
  });

  it("starts a new Modify Your Plan from the server's quantities, and keeps what was saved", () => {
    let state = billingUiReducer(INITIAL_BILLING_UI, { type: "open", dialog: { kind: "modify" } });
    state = billingUiReducer(state, { type: "setAddon", addonId: "client_seat", quantity: 2, baseline });
    state = billingUiReducer(state, { type: "close" });
    expect(state).toEqual(INITIAL_BILLING_UI);
    state = billingUiReducer(state, { type: "open", dialog: { kind: "modify" } });
    expect(state.addonDraft).toBeNull();
    state = billingUiReducer(state, { type: "setAddon", addonId: "client_seat", quantity: 2, baseline });
    state = billingUiReducer(state, { type: "confirmAddons" });
    const saved = { ...baseline, client_seat: 2 };
    state = billingUiReducer(state, { type: "addonsSaved", quantities: saved });
    expect(state).toEqual({ dialog: { kind: "modify" }, addonDraft: saved });
  });

  it("asks for the add-on confirmation only from Modify Your Plan", () => {
    const state = billingUiReducer(INITIAL_BILLING_UI, { type: "open", dialog: { kind: "topUp" } });
    expect(billingUiReducer(state, { type: "confirmAddons" })).toBe(state);
  });
});
