/**
 * Which billing dialog is open. One dialog at a time (each has its own Escape handling), so the
 * add-on confirmation and the cancel confirmation replace Modify Your Plan and go back to it; the
 * add-on quantities being edited live here so they survive that round trip.
 */
import type { TAddonId, TPlanId } from "@parlo/validators";
import { clampQuantity, type AddonQuantities } from "./addon-changes";

export interface SubscribeOrder {
  planId: TPlanId;
  planLabel: string;
  addons: Array<{ addonId: TAddonId; quantity: number }>;
  discountCode: string | undefined;
  /** the total as shown on the Continue button ("£36.45") */
  totalText: string;
  /** the billing country chosen (the address form starts with it) */
  countryCode: string | null;
}

export type BillingDialog =
  | { kind: "none" }
  | { kind: "topUp" }
  | { kind: "modify" }
  | { kind: "confirmAddons" }
  | { kind: "cancel" }
  | { kind: "subscribe"; planId: TPlanId }
  | { kind: "payment"; order: SubscribeOrder | null };

export interface BillingUiState {
  dialog: BillingDialog;
  /** add-on quantities being edited in Modify Your Plan; null = the server's */
  addonDraft: AddonQuantities | null;
}

export type BillingUiAction =
  | { type: "open"; dialog: BillingDialog }
  | { type: "close" }
  | { type: "setAddon"; addonId: TAddonId; quantity: number; baseline: AddonQuantities }
  | { type: "confirmAddons" }
  | { type: "backToModify" }
  /** after a save: the quantities now on the subscription (the page's data catches up on refresh) */
  | { type: "addonsSaved"; quantities: AddonQuantities };

export const INITIAL_BILLING_UI: BillingUiState = { dialog: { kind: "none" }, addonDraft: null };

export function billingUiReducer(state: BillingUiState, action: BillingUiAction): BillingUiState {
  switch (action.type) {
    case "open":
      // a fresh Modify Your Plan starts from the server's quantities
      return { dialog: action.dialog, addonDraft: action.dialog.kind === "modify" ? null : state.addonDraft };
    case "close":
      return INITIAL_BILLING_UI;
    case "setAddon": {
      const draft = state.addonDraft ?? action.baseline;
      return { ...state, addonDraft: { ...draft, [action.addonId]: clampQuantity(action.addonId, action.quantity) } };
    }
    case "confirmAddons":
      return state.dialog.kind === "modify" ? { ...state, dialog: { kind: "confirmAddons" } } : state;
    case "backToModify":
      return { ...state, dialog: { kind: "modify" } };
    case "addonsSaved":
      return { dialog: { kind: "modify" }, addonDraft: action.quantities };
  }
}
