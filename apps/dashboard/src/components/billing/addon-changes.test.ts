import { describe, expect, it } from "vitest";
import { addonChanges, addonRequests, clampQuantity, quantitiesFrom, sameQuantities } from "./addon-changes";

describe("add-on changes", () => {
  it("starts from the server's quantities, 0 for the others", () => {
    const q = quantitiesFrom([{ addonKey: "workspace-seat", quantity: 2 }]);
    expect(q["workspace-seat"]).toBe(2);
    expect(q["whitelabel-new"]).toBe(0);
  });

  it("keeps quantities between 0 and the maximum (whitelabel 0 or 1)", () => {
    expect(clampQuantity("workspace-seat", -1)).toBe(0);
    expect(clampQuantity("workspace-seat", 11)).toBe(10);
    expect(clampQuantity("whitelabel-new", 2)).toBe(1);
  });

  it("turns the differences into add and remove calls", () => {
    const baseline = quantitiesFrom([
      { addonKey: "workspace-seat", quantity: 2 },
      { addonKey: "client_seat", quantity: 1 },
    ]);
    const draft = { ...baseline, "workspace-seat": 3, client_seat: 0, "whitelabel-new": 1 };
    const changes = addonChanges(baseline, draft);
    expect(changes.map((c) => [c.addon.id, c.from, c.to])).toEqual([
      ["whitelabel-new", 0, 1],
      ["workspace-seat", 2, 3],
      ["client_seat", 1, 0],
    ]);
    const { add, remove } = addonRequests(changes, "gbp");
    expect(add).toEqual([
      {
        addonId: "whitelabel-new",
        name: "White Label",
        price: 5000,
        quantity: 1,
        incrementalQuantity: 1,
        currency: "gbp",
      },
      {
        addonId: "workspace-seat",
        name: "Workspace Seat",
        price: 1000,
        quantity: 3,
        incrementalQuantity: 1,
        currency: "gbp",
      },
    ]);
    expect(remove).toEqual(["client_seat"]);
    expect(sameQuantities(baseline, draft)).toBe(false);
    expect(addonChanges(baseline, { ...baseline })).toEqual([]);
  });
});
