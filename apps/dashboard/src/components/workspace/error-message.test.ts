import { describe, expect, it } from "vitest";
import { errorMessage } from "./error-message";

describe("errorMessage", () => {
  it("keeps the server's own message", () => {
    expect(errorMessage(new Error("You can't invite yourself lol"), "Failed")).toBe("You can't invite yourself lol");
  });

  it("takes the first message of a validation failure", () => {
    const issues = JSON.stringify([{ code: "custom", path: ["email"], message: "Please enter a valid email" }]);
    expect(errorMessage(new Error(issues), "Failed")).toBe("Please enter a valid email");
    expect(errorMessage(new Error("[not json"), "Failed")).toBe("Failed");
  });

  it("falls back for network noise, empty messages and non-errors", () => {
    expect(errorMessage(new TypeError("Failed to fetch"), "Failed to save workspace.")).toBe(
      "Failed to save workspace.",
    );
    expect(errorMessage(new Error("Unexpected token < in JSON at position 0"), "Failed")).toBe("Failed");
    expect(errorMessage(new Error(""), "Failed")).toBe("Failed");
    expect(errorMessage("boom", "Failed")).toBe("Failed");
  });
});
