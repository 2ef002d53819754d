import { ZAgentSettingsUpdate, ZCustomTheme } from "@parlo/validators";
import { describe, expect, it } from "vitest";
import { customThemeJson, normalizeHex, paletteFor } from "./branding";
import { COMPANY_MESSAGES, hasErrors, validateCompany } from "./company-info";
import { personalizedSettings } from "./personalize";
import { previousWizardStep, resolveWizardStep, wizardStepLabel } from "./wizard-steps";

const company = { name: "Acme Bikes", website: "acme.example", description: "We repair and sell city bikes." };

describe("wizard steps", () => {
  const none = { hasCompany: false, hasCreatedAgent: false };
  const company = { hasCompany: true, hasCreatedAgent: false };
  const all = { hasCompany: true, hasCreatedAgent: true };

  it("keeps a step whose data exists", () => {
    expect(resolveWizardStep("company-info", none)).toBe("company-info");
    expect(resolveWizardStep("branding", company)).toBe("branding");
    expect(resolveWizardStep("success", all)).toBe("success");
  });

  it("falls back from branding without company data and from success without an agent", () => {
    expect(resolveWizardStep("branding", none)).toBe("company-info");
    expect(resolveWizardStep("success", company)).toBe("branding");
    expect(resolveWizardStep("success", none)).toBe("company-info");
  });

  it("goes one step back, and leaves from the first step", () => {
    expect(previousWizardStep("success")).toBe("branding");
    expect(previousWizardStep("branding")).toBe("company-info");
    expect(previousWizardStep("company-info")).toBeNull();
  });

  it("labels the steps", () => {
    expect(wizardStepLabel("company-info")).toBe("Step 1 of 3");
    expect(wizardStepLabel("success")).toBe("Step 3 of 3");
  });
});

describe("company validation", () => {
  it("accepts a name, a URL or bare domain and a description of 10 characters or more", () => {
    expect(validateCompany(company)).toEqual({});
    expect(validateCompany({ ...company, website: "https://acme" })).toEqual({});
    expect(validateCompany({ ...company, description: "  0123456789  " })).toEqual({});
  });

  it("names every missing field", () => {
    const errors = validateCompany({ name: "  ", website: " ", description: "  " });
    expect(errors).toEqual({
      name: COMPANY_MESSAGES.nameRequired,
      website: COMPANY_MESSAGES.websiteRequired,
      description: COMPANY_MESSAGES.descriptionRequired,
    });
    expect(hasErrors(errors)).toBe(true);
  });

  it("refuses a website without a scheme or a dot and a short description", () => {
    expect(validateCompany({ ...company, website: "acme" }).website).toBe(COMPANY_MESSAGES.websiteInvalid);
    expect(validateCompany({ ...company, website: "ftp://acme" }).website).toBe(COMPANY_MESSAGES.websiteInvalid);
    expect(validateCompany({ ...company, description: " too short " }).description).toBe(
      COMPANY_MESSAGES.descriptionTooShort,
    );
    expect(hasErrors({})).toBe(false);
  });
});

describe("branding", () => {
  it("adds the # and accepts 3 or 6 hex digits only", () => {
    expect(normalizeHex("2563EB")).toBe("#2563eb");
    expect(normalizeHex("#abc")).toBe("#aabbcc");
    expect(normalizeHex("#abcd")).toBeNull();
    expect(normalizeHex("zzzzzz")).toBeNull();
  });

  it("builds ten swatches, lightness 95 then 90 down to 10, with the colour's hue", () => {
    const palette = paletteFor("#ff0000");
    expect(palette.map(([, , lightness]) => lightness)).toEqual([95, 90, 80, 70, 60, 50, 40, 30, 20, 10]);
    expect(palette[0]).toEqual([0, 100, 95]);
    expect(paletteFor("#808080")[0]).toEqual([0, 0, 95]);
    expect(paletteFor("#2563eb")[0]?.[0]).toBe(221);
  });

  it("stores a custom theme the schema accepts", () => {
    const theme: unknown = JSON.parse(customThemeJson({ primaryColor: "#16a34a", themeMode: "dark" }));
    expect(ZCustomTheme.parse(theme)).toMatchObject({ themeType: "dark", primary: "#16a34a" });
  });
});

describe("personalized settings", () => {
  const template = {
    enableNodes: true,
    nodes: [
      { id: "start", type: "start" as const, label: "Start", next: "hi" },
      { id: "hi", type: "message" as const, label: "Hi", text: "Hello!", next: "help" },
      { id: "help", type: "prompt" as const, label: "Help", text: "Help the customer." },
    ],
    vg_systemPrompt: "Help the customer.",
  };

  it("puts the company in front of every prompt and keeps the rest", () => {
    const settings = personalizedSettings(template, company, { primaryColor: "#2563eb", themeMode: "light" });
    expect(ZAgentSettingsUpdate.parse(settings)).toEqual(settings);
    expect(settings.description).toBe(company.description);
    expect(settings.nodes?.[1]).toEqual(template.nodes[1]);
    expect(settings.nodes?.[2]?.text).toMatch(
      /^You work for Acme Bikes \(acme\.example\)\. .*\n\nHelp the customer\.$/s,
    );
    expect(settings.vg_systemPrompt).toContain("We repair and sell city bikes.");
  });
});
