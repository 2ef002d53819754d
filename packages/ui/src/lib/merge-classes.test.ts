import { describe, expect, it } from "vitest";
import { mergeClasses } from "./merge-classes";

describe("mergeClasses", () => {
  it("lets a later class win within its group, per variant", () => {
    expect(mergeClasses("px-3 py-2 px-0")).toBe("py-2 px-0");
    expect(mergeClasses("rounded-md sm:rounded-lg rounded-none")).toBe("sm:rounded-lg rounded-none");
    expect(mergeClasses("bg-card text-sm bg-primary")).toBe("text-sm bg-primary");
  });

  it("keeps the two axes of gap and inset apart", () => {
    expect(mergeClasses("gap-x-6 gap-y-4")).toBe("gap-x-6 gap-y-4");
    expect(mergeClasses("inset-x-0 inset-y-2")).toBe("inset-x-0 inset-y-2");
    expect(mergeClasses("gap-2 gap-4")).toBe("gap-4");
  });
});
