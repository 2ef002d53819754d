import {
  ADDON_CATALOGUE,
  ADDON_IDS,
  findAddon,
  planPrice,
  type AddonEntry,
  type TAddAddonInput,
  type TAddonId,
  type TCurrency,
} from "@parlo/validators";

export type AddonQuantities = Record<TAddonId, number>;

/** Every add-on's quantity, 0 for those the server did not list. */
export function quantitiesFrom(addons: ReadonlyArray<{ addonKey: TAddonId; quantity: number }>): AddonQuantities {
  const quantities: AddonQuantities = {
    "whitelabel-new": 0,
    "workspace-seat": 0,
    client_seat: 0,
    "concurrent-call-line": 0,
    "twilio-phone-number": 0,
  };
  for (const { addonKey, quantity } of addons) quantities[addonKey] = clampQuantity(addonKey, quantity);
  return quantities;
}

/** Never below 0 nor above the add-on's maximum (whitelabel 0 or 1). */
export function clampQuantity(id: TAddonId, quantity: number): number {
  const max = findAddon(id)?.maxQuantity ?? 0;
  if (!Number.isFinite(quantity)) return 0;
  return Math.min(max, Math.max(0, Math.round(quantity)));
}

export interface AddonChange {
  addon: AddonEntry;
  from: number;
  to: number;
}

/** What differs between the server's quantities and the edited ones, in catalogue order. */
export function addonChanges(baseline: AddonQuantities, draft: AddonQuantities): AddonChange[] {
  return ADDON_CATALOGUE.flatMap((addon) =>
    baseline[addon.id] === draft[addon.id] ? [] : [{ addon, from: baseline[addon.id], to: draft[addon.id] }],
  );
}

/** The calls that make the changes: add-or-set for quantities above 0, remove for those going to 0. */
export function addonRequests(
  changes: readonly AddonChange[],
  currency: TCurrency,
): { add: TAddAddonInput["addons"]; remove: TAddonId[] } {
  const add = changes
    .filter((change) => change.to > 0)
    .map(({ addon, from, to }) => ({
      addonId: addon.id,
      name: addon.name,
      price: planPrice(addon, currency),
      quantity: to,
      incrementalQuantity: to - from,
      currency,
    }));
  const remove = changes.filter((change) => change.to === 0).map((change) => change.addon.id);
  return { add, remove };
}

/** True when the two sets of quantities are the same. */
export function sameQuantities(a: AddonQuantities, b: AddonQuantities): boolean {
  return ADDON_IDS.every((id) => a[id] === b[id]);
}
