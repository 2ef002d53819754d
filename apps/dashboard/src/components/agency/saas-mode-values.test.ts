import { defaultAgencyClientSettings } from "@parlo/validators";
import { describe, expect, it } from "vitest";
import { sameClientSettings } from "./saas-mode-values";

describe("SAAS Mode unsaved changes", () => {
  it("compares the default client access as a set of pages", () => {
    const saved = defaultAgencyClientSettings();
    expect(sameClientSettings(saved, { ...saved, defaultClientAccess: ["leads", "convos", "analytics", "home"] })).toBe(
      true,
    );
    expect(sameClientSettings(saved, { ...saved, defaultClientAccess: ["home"] })).toBe(false);
    expect(sameClientSettings(saved, { ...saved, enableClientSignup: true })).toBe(false);
    expect(
      sameClientSettings(saved, { ...saved, clientOnboarding: { ...saved.clientOnboarding, showTryVoice: false } }),
    ).toBe(false);
  });
});
