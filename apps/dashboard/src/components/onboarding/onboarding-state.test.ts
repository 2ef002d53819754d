import { describe, expect, it } from "vitest";
import {
  brandScreenIntro,
  chosenLogo,
  INITIAL_STATE,
  isCustomColor,
  onboardingReducer,
  type OnboardingState,
} from "./onboarding-state";

const company = { name: "Northwind", website: "northwind.test", description: "We roast coffee beans." };
const branding = { colors: ["#b45309", "#1f2937"], favicon: "https://northwind.test/logo.png" };

function analysed(): OnboardingState {
  const submitted = onboardingReducer(INITIAL_STATE, { type: "submitCompany", company });
  return onboardingReducer(submitted, { type: "analyzed", branding, siteUrl: "https://northwind.test/" });
}

describe("onboarding transitions", () => {
  it("Next on company data analyses the website, then confirms the brand with the first detected colour", () => {
    const submitted = onboardingReducer(INITIAL_STATE, { type: "submitCompany", company });
    expect(submitted.screen).toBe("analyzing");
    const state = analysed();
    expect(state.screen).toBe("brand");
    expect(state.choices).toEqual({
      primaryColor: "#b45309",
      themeMode: "light",
      faviconApproved: true,
      customLogo: null,
    });
    expect(state.siteUrl).toBe("https://northwind.test/");
  });

  it("without detected colours the default #0070f3 is chosen and no logo is approved", () => {
    const submitted = onboardingReducer(INITIAL_STATE, { type: "submitCompany", company });
    const state = onboardingReducer(submitted, {
      type: "analyzed",
      branding: { colors: [], favicon: null },
      siteUrl: "https://northwind.test/",
    });
    expect(state.choices.primaryColor).toBe("#0070f3");
    expect(state.choices.faviconApproved).toBe(false);
  });

  it("a failed analysis clears the branding and shows the failure screen; Back returns to the details", () => {
    const submitted = onboardingReducer(INITIAL_STATE, { type: "submitCompany", company });
    const failed = onboardingReducer(submitted, { type: "analysisFailed" });
    expect(failed.screen).toBe("failed");
    expect(failed.branding).toBeNull();
    expect(onboardingReducer(failed, { type: "back" }).screen).toBe("company");
    const continued = onboardingReducer(failed, { type: "continueWithoutBranding" });
    expect(continued.screen).toBe("brand");
    expect(continued.branding).toEqual({ colors: [], favicon: null });
  });

  it("the same website is not analysed twice; a changed one is", () => {
    const back = onboardingReducer(analysed(), { type: "back" });
    expect(back.screen).toBe("company");
    expect(onboardingReducer(back, { type: "submitCompany", company }).screen).toBe("brand");
    const changed = onboardingReducer(back, { type: "submitCompany", company: { ...company, website: "other.test" } });
    expect(changed.screen).toBe("analyzing");
  });

  it("a late analysis answer after Back is ignored", () => {
    const submitted = onboardingReducer(INITIAL_STATE, { type: "submitCompany", company });
    const back = onboardingReducer(submitted, { type: "back" });
    const late = onboardingReducer(back, { type: "analyzed", branding, siteUrl: "https://northwind.test/" });
    expect(late.screen).toBe("company");
  });

  it("Create remembers the choices it sent; a failure keeps the user waiting; Try Again re-sends them", () => {
    const chosen = onboardingReducer(analysed(), { type: "choose", choices: { primaryColor: "#123456" } });
    const creating = onboardingReducer(chosen, { type: "create" });
    expect(creating.screen).toBe("creating");
    expect(creating.sentChoices?.primaryColor).toBe("#123456");
    const failed = onboardingReducer(creating, { type: "creationFailed" });
    expect(failed.screen).toBe("creating");
    const again = onboardingReducer(failed, { type: "create" });
    expect(again.sentChoices?.primaryColor).toBe("#123456");
    expect(onboardingReducer(again, { type: "created", agentId: "a".repeat(16) }).screen).toBe("created");
  });
});

describe("brand choices", () => {
  it("marks a colour custom when it was not detected", () => {
    expect(isCustomColor("#b45309", branding)).toBe(false);
    expect(isCustomColor("#B45309", branding)).toBe(false);
    expect(isCustomColor("#123456", branding)).toBe(true);
    expect(isCustomColor("#0070f3", null)).toBe(true);
  });

  it("the logo: a custom upload first, else the approved website logo, else none", () => {
    const base = { primaryColor: "#b45309", themeMode: "light" as const, faviconApproved: true, customLogo: null };
    expect(chosenLogo(base, branding)).toEqual({ url: branding.favicon, source: "website" });
    expect(chosenLogo({ ...base, faviconApproved: false }, branding)).toEqual({ url: null, source: "none" });
    expect(chosenLogo({ ...base, customLogo: "/uploads/users/u/abcdefgh.png" }, branding)).toEqual({
      url: "/uploads/users/u/abcdefgh.png",
      source: "custom",
    });
  });
});

describe("brandScreenIntro", () => {
  it("says the brand was found only when colours or a logo were", () => {
    const found = "We found these on your website. Change anything you like.";
    expect(brandScreenIntro({ colors: ["#112233"], favicon: null })).toBe(found);
    expect(brandScreenIntro({ colors: [], favicon: "https://example.com/logo.png" })).toBe(found);
    for (const nothing of [null, { colors: [], favicon: null }]) {
      expect(brandScreenIntro(nothing)).toBe(
        "We could not find your brand's colours or logo on your website. Choose them below.",
      );
    }
  });
});
