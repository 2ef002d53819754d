import { describe, expect, it } from "vitest";
import { switchingRegionMessage } from "./switching-region-message";

describe("the notice while the workspace switcher goes to another region", () => {
  it("names the region in capitals, as the spec writes it", () => {
    expect(switchingRegionMessage("na")).toBe("Switching to NA region");
    expect(switchingRegionMessage("eu")).toBe("Switching to EU region");
  });
});
