import { ZAgentTool } from "@parlo/validators";
import { describe, expect, it } from "vitest";
import { newToolId } from "./tool-id";

describe("newToolId", () => {
  it("is tool_ and 8 letters or digits", () => {
    const id = newToolId();
    expect(id).toMatch(/^tool_[a-z0-9]{8}$/);
    expect(ZAgentTool.shape.id.safeParse(id).success).toBe(true);
  });

  it("maps random bytes onto the alphabet", () => {
    expect(newToolId(() => new Uint8Array([0, 1, 25, 26, 35, 36, 255, 10]))).toBe("tool_abz09adk");
  });

  it("differs between calls", () => {
    expect(new Set(Array.from({ length: 20 }, () => newToolId())).size).toBe(20);
  });
});
