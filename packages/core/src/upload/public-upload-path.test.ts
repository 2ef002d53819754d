import { describe, expect, it } from "vitest";
import { publicUploadPath } from "./public-upload-path";

describe("publicUploadPath", () => {
  it("serves files of public folders", () => {
    expect(publicUploadPath(["users", "u1", "a1b2c3d4.png"])).toBe("users/u1/a1b2c3d4.png");
  });

  it("never serves the knowledge folder, in any case", () => {
    expect(publicUploadPath(["knowledge", "ws", "doc.pdf"])).toBeNull();
    expect(publicUploadPath(["Knowledge", "ws", "doc.pdf"])).toBeNull();
  });

  it("refuses separators inside a segment (%2F and %5C in the URL)", () => {
    expect(publicUploadPath(["knowledge/ws/doc.pdf"])).toBeNull();
    expect(publicUploadPath(["users/../knowledge/ws/doc.pdf"])).toBeNull();
    expect(publicUploadPath(["knowledge\\ws\\doc.pdf"])).toBeNull();
    expect(publicUploadPath(["users", "u1/a.png"])).toBeNull();
  });

  it("refuses empty, dotted and hidden segments", () => {
    expect(publicUploadPath([])).toBeNull();
    expect(publicUploadPath(["users", "", "a.png"])).toBeNull();
    expect(publicUploadPath(["users", "..", "knowledge", "ws", "doc.pdf"])).toBeNull();
    expect(publicUploadPath(["users", ".env"])).toBeNull();
  });
});
