import { describe, expect, it } from "vitest";
import { isEditorPath } from "./editor-paths";

describe("isEditorPath", () => {
  it("accepts the editor's fields", () => {
    for (const path of ["name", "serverUrl", "serverUrlSecret", "fields", "fields.3.key", "fields.0.defaultValue"]) {
      expect(isEditorPath(path)).toBe(true);
    }
  });

  it("refuses others", () => {
    for (const path of ["id", "imageUrl", "fields.x.key", "fields.1.value", "title", "serverUrl.extra"]) {
      expect(isEditorPath(path)).toBe(false);
    }
  });
});
