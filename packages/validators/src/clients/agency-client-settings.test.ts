import { describe, expect, it } from "vitest";
import { defaultAgencyClientSettings, readAgencyClientSettings, ZAgencyClientSettings } from "./agency-client-settings";

describe("agency client settings", () => {
  it("has the spec's defaults", () => {
    expect(defaultAgencyClientSettings()).toEqual({
      disablePasswordLogin: false,
      enableClientSignup: false,
      clientOnboarding: {
        showWelcomeStep: true,
        showGoalsStep: true,
        showCompanyInfoStep: true,
        showAgentCreationStep: true,
        requireCompanyName: true,
        requireCompanyWebsite: false,
        requireCompanyDescription: true,
        showTestTextAgent: true,
        showTryVoice: true,
        showWidgetScript: true,
      },
      defaultDashboardLayout: "vertical",
      defaultClientAccess: ["home", "analytics", "convos", "leads"],
      defaultAllowCreateAgents: false,
      defaultCanDelegateChats: false,
      defaultHideAdvancedSettings: false,
    });
  });

  it("reads stored {} (and null, arrays, strings) as all defaults", () => {
    for (const stored of [{}, null, undefined, [], "x", 3]) {
      expect(readAgencyClientSettings(stored)).toEqual(defaultAgencyClientSettings());
    }
  });

  it("keeps what was stored, field by field; a bad field falls back alone; other keys are left out", () => {
    const read = readAgencyClientSettings({
      footer: { showPoweredBy: false },
      enableClientSignup: true,
      disablePasswordLogin: "yes",
      clientOnboarding: { showTryVoice: false, requireCompanyWebsite: "x" },
      defaultDashboardLayout: "diagonal",
      defaultClientAccess: ["/kb", "billing", "tools"],
      defaultHideAdvancedSettings: true,
    });
    expect(read).not.toHaveProperty("footer");
    expect(read).toMatchObject({
      enableClientSignup: true,
      disablePasswordLogin: false,
      defaultDashboardLayout: "vertical",
      defaultClientAccess: ["kb", "billing"],
      defaultHideAdvancedSettings: true,
    });
    expect(read.clientOnboarding).toMatchObject({
      showTryVoice: false,
      requireCompanyWebsite: false,
      showWelcomeStep: true,
    });
    expect(readAgencyClientSettings({ defaultClientAccess: [] }).defaultClientAccess).toEqual([]);
    expect(readAgencyClientSettings({ defaultClientAccess: "home" }).defaultClientAccess).toEqual([
      "home",
      "analytics",
      "convos",
      "leads",
    ]);
  });

  it("validates a save: every field, known pages, known layouts", () => {
    expect(ZAgencyClientSettings.parse(defaultAgencyClientSettings())).toEqual(defaultAgencyClientSettings());
    expect(
      ZAgencyClientSettings.safeParse({ ...defaultAgencyClientSettings(), defaultDashboardLayout: "grid" }).success,
    ).toBe(false);
    expect(ZAgencyClientSettings.safeParse({ enableClientSignup: true }).success).toBe(false);
  });
});
