import { describe, expect, it } from "vitest";
import { newFieldKey } from "./lead-field-key";

describe("newFieldKey", () => {
  it("takes the first free field_N", () => {
    expect(newFieldKey([])).toBe("field_1");
    expect(newFieldKey(["name", "field_1", "field_3"])).toBe("field_2");
  });
});
