import { describe, expect, it } from "vitest";
import { rankColors } from "./rank-colors";

describe("rankColors", () => {
  it("sums the uses of a colour, merges look-alikes into the stronger one and keeps at most max", () => {
    const uses = [
      { hex: "#b45309", weight: 5 },
      { hex: "#b5540a", weight: 1 }, // the same amber, a shade off
      { hex: "#0f766e", weight: 4 },
      { hex: "#0f766e", weight: 3 },
      { hex: "#f5f5f5", weight: 50 },
      { hex: "#f3f4f6", weight: 50 },
    ];
    expect(rankColors(uses, 11)).toEqual(["#0f766e", "#b45309", "#f3f4f6"]);
    expect(rankColors(uses, 1)).toEqual(["#0f766e"]);
    const many = Array.from({ length: 30 }, (_, i) => ({
      hex: `#${(i * 8).toString(16).padStart(2, "0")}40c0`,
      weight: 1,
    }));
    expect(rankColors(many, 11).length).toBeLessThanOrEqual(11);
  });

  it("puts colours before greys, reads bluish near-blacks (Tailwind slate) as greys, and drops noise", () => {
    const uses = [
      { hex: "#0f172a", weight: 100 }, // slate-900
      { hex: "#1e293b", weight: 80 }, // slate-800
      { hex: "#ea580c", weight: 10 },
      { hex: "#dc3545", weight: 0.05 }, // an unused framework colour
    ];
    expect(rankColors(uses, 11)).toEqual(["#ea580c", "#0f172a"]);
    // a deep navy is colourful enough to be a brand colour
    expect(rankColors([{ hex: "#1e3a8a", weight: 1 }], 11)).toEqual(["#1e3a8a"]);
  });
});
