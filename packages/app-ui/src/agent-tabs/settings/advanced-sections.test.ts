import {
  ADVANCED_SETTINGS_FIELDS,
  ADVANCED_SETTINGS_SECTIONS,
  SETTINGS_SUB_TABS,
  touchesAdvancedSettings,
} from "@parlo/validators";
import { describe, expect, it } from "vitest";
import { formSection, sectionFields } from "./settings-fields";

const fieldsOf = (keys: readonly string[]) =>
  keys.flatMap((key) =>
    sectionFields(formSection(SETTINGS_SUB_TABS.find((tab) => tab.key === key)?.key ?? "core")).map((f) => f.name),
  );

describe("the advanced settings a client may be kept from", () => {
  it("are exactly the fields of the advanced sections, which the server refuses to such a client", () => {
    expect([...ADVANCED_SETTINGS_FIELDS].sort()).toEqual(fieldsOf(ADVANCED_SETTINGS_SECTIONS).sort());
  });

  it("are no field of the other sections", () => {
    const others = SETTINGS_SUB_TABS.map((tab) => tab.key).filter(
      (key) => !ADVANCED_SETTINGS_SECTIONS.some((advanced) => advanced === key),
    );
    const advanced = new Set<string>(ADVANCED_SETTINGS_FIELDS);
    expect(fieldsOf(others).filter((name) => advanced.has(name))).toEqual([]);
  });

  it("are found in an update, nested or not", () => {
    expect(touchesAdvancedSettings({ smartInit: true })).toBe(true);
    expect(touchesAdvancedSettings({ vg_kb_llm: { modelId: "x" } })).toBe(true);
    expect(touchesAdvancedSettings({ vg_kb_llm: {} })).toBe(false);
    expect(touchesAdvancedSettings({ title: "New name", description: "" })).toBe(false);
  });
});
