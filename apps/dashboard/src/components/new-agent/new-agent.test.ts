import { TEMPLATE_KEYS, type TTemplateKey } from "@parlo/validators";
import { describe, expect, it } from "vitest";
import { afterCreatePath } from "./after-create-path";
import { showPlatformChoice } from "./platform-choice";
import { TEMPLATE_TABS, templatesInTab } from "./template-tabs";

const templates: { key: TTemplateKey }[] = TEMPLATE_KEYS.map((key) => ({ key }));
const keys = (tab: (typeof TEMPLATE_TABS)[number]) => templatesInTab(templates, tab).map((t) => t.key);

describe("template tabs", () => {
  it("are All Templates, Customer Support, Utility and Entertainment", () => {
    expect(TEMPLATE_TABS).toEqual(["All Templates", "Customer Support", "Utility", "Entertainment"]);
  });

  it("list the spec's templates per category, in order", () => {
    expect(keys("All Templates")).toEqual([...TEMPLATE_KEYS]);
    expect(keys("Customer Support")).toEqual(["customer-support", "real-estate-agent", "health-care-agent"]);
    expect(keys("Utility")).toEqual(["confirm-email", "make-appointment", "blank-template"]);
    expect(keys("Entertainment")).toEqual(["game-npc"]);
  });
});

describe("after-create path", () => {
  it("opens the nodes of an agent with nodes, else its widget, with the test panel", () => {
    expect(afterCreatePath("eu", { ID: "A".repeat(16), enableNodes: true })).toBe(
      `/app/eu/agents/${"A".repeat(16)}/nodes?showDebugger=true`,
    );
    expect(afterCreatePath("na", { ID: "B".repeat(16), enableNodes: false })).toBe(
      `/app/na/agents/${"B".repeat(16)}/overview?showDebugger=true`,
    );
  });
});

describe("platform choice", () => {
  it("shows only on the configured hostname", () => {
    expect(showPlatformChoice("studio.example.com", "studio.example.com")).toBe(true);
    expect(showPlatformChoice("Studio.Example.com", " studio.example.com ")).toBe(true);
    expect(showPlatformChoice("app.example.com", "studio.example.com")).toBe(false);
    expect(showPlatformChoice("localhost", undefined)).toBe(false);
    expect(showPlatformChoice("", "")).toBe(false);
  });
});
