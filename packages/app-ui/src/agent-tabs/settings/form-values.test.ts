import { describe, expect, it } from "vitest";
import { getPath, sectionDefaults, sectionSchema, setPath } from "./form-values";
import { SETTINGS_SECTIONS } from "./settings-fields";

describe("getPath / setPath", () => {
  it("reads and writes dotted paths", () => {
    const target: Record<string, unknown> = {};
    setPath(target, "vgOptions.maxChunkSize", 2000);
    setPath(target, "title", "A");
    expect(target).toEqual({ vgOptions: { maxChunkSize: 2000 }, title: "A" });
    expect(getPath(target, "vgOptions.maxChunkSize")).toBe(2000);
    expect(getPath(target, "vg_kb_llm.modelId")).toBeUndefined();
  });
});

describe("sectionDefaults", () => {
  it("starts switches off, texts empty, numbers and codes unset, secrets empty", () => {
    const defaults = sectionDefaults(SETTINGS_SECTIONS.language, { lang: "de", enableAITranslate: true });
    expect(defaults).toEqual({ lang: "de", enableAITranslate: true, translateUserResponse: false });
  });

  it("never carries a secret value", () => {
    const defaults = sectionDefaults(SETTINGS_SECTIONS.integrations, {
      whatsappToken: "leaked",
      whatsappNumberId: "42",
      instagramOptions: { pageId: "p" },
    });
    expect(defaults.whatsappToken).toBe("");
    expect(defaults.instagramOptions).toEqual({ pageId: "p", accessToken: "" });
    expect(defaults.whatsappNumberId).toBe("42");
  });

  it("nests the fields of objects and drops values the schema refuses", () => {
    const defaults = sectionDefaults(SETTINGS_SECTIONS.technical, {
      vgOptions: { maxChunkSize: 500 },
      vg_kbTopChunks: 5,
      vg_kb_llm: { searchMethod: "smart" },
    });
    expect(defaults.vgOptions?.maxChunkSize).toBeUndefined();
    expect(defaults.vg_kbTopChunks).toBe(5);
    // the search model is a picker: unset stays unset (its "Default" choice), a text box starts empty
    expect(defaults.vg_kb_llm).toEqual({ searchMethod: "smart", searchPrompt: "" });
    expect(defaults.vg_kb_llm?.modelId).toBeUndefined();
  });
});

describe("sectionSchema", () => {
  it("checks a section's fields with the settings schema's messages", () => {
    const result = sectionSchema(SETTINGS_SECTIONS.technical).safeParse({ vgOptions: { maxChunkSize: 999 } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Max chunk size must be greater than 1000");
  });

  it("refuses fields of other sections", () => {
    expect(sectionSchema(SETTINGS_SECTIONS.core).safeParse({ title: "A" }).success).toBe(true);
    expect(sectionSchema(SETTINGS_SECTIONS.core).safeParse({ webhookUrl: "" }).success).toBe(false);
  });
});
