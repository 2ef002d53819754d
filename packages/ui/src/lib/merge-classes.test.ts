import { describe, expect, it } from "vitest";
import { mergeClasses } from "./merge-classes";

describe("mergeClasses", () => {
  it("lets later classes override earlier ones of the same kind", () => {
    expect(mergeClasses("px-3 py-2 px-0")).toBe("py-2 px-0");
    expect(mergeClasses("rounded-md rounded-r-none")).toBe("rounded-md rounded-r-none");
    expect(mergeClasses("rounded-md rounded-none")).toBe("rounded-none");
    expect(mergeClasses("bg-card text-foreground bg-primary")).toBe("text-foreground bg-primary");
    expect(mergeClasses("text-sm text-muted-foreground text-lg")).toBe("text-muted-foreground text-lg");
    expect(mergeClasses("inline-flex hidden")).toBe("hidden");
    expect(mergeClasses("border border-border border-0")).toBe("border-border border-0");
    expect(mergeClasses("h-9 w-9 size-8 h-10")).toBe("w-9 size-8 h-10");
  });

  it("keeps variants apart", () => {
    expect(mergeClasses("px-3 sm:px-4 md:px-6 px-2")).toBe("sm:px-4 md:px-6 px-2");
    expect(mergeClasses("hover:bg-muted bg-card hover:bg-primary")).toBe("bg-card hover:bg-primary");
  });

  it("leaves unrelated and unknown classes alone and drops exact repeats", () => {
    expect(mergeClasses("flex items-center gap-2 custom-thing flex")).toBe("items-center gap-2 custom-thing flex");
    expect(mergeClasses("  ")).toBe("");
  });
});
