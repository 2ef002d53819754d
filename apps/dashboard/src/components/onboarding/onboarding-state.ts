import { ONBOARDING_LIMITS, type TBrandingInfo, type TCompanyFields } from "@parlo/validators";

/**
 * The onboarding's screens (agents-channels-onboarding.md sections 2 and 4): company details,
 * the branding analysis, its failure, brand confirmation, agent creation, and the created agent.
 */
export type OnboardingScreen = "company" | "analyzing" | "failed" | "brand" | "creating" | "created";

export interface BrandChoices {
  primaryColor: string;
  themeMode: "light" | "dark";
  faviconApproved: boolean;
  customLogo: string | null;
}

export interface OnboardingState {
  screen: OnboardingScreen;
  company: TCompanyFields | null;
  /** the website the branding below was read from (a changed website is analysed again) */
  analyzedWebsite: string | null;
  branding: TBrandingInfo | null;
  siteUrl: string | null;
  choices: BrandChoices;
  /** the choices Create AI Agent last sent (Try Again sends them again) */
  sentChoices: BrandChoices | null;
  agentId: string | null;
}

export const DEFAULT_CHOICES: BrandChoices = {
  primaryColor: ONBOARDING_LIMITS.defaultPrimaryColor,
  themeMode: ONBOARDING_LIMITS.defaultThemeMode,
  faviconApproved: true,
  customLogo: null,
};

export const INITIAL_STATE: OnboardingState = {
  screen: "company",
  company: null,
  analyzedWebsite: null,
  branding: null,
  siteUrl: null,
  choices: DEFAULT_CHOICES,
  sentChoices: null,
  agentId: null,
};

export type OnboardingAction =
  | { type: "submitCompany"; company: TCompanyFields }
  | { type: "analyzed"; branding: TBrandingInfo; siteUrl: string }
  | { type: "analysisFailed" }
  /** from the failure screen: continue to the brand screen without the website's branding */
  | { type: "continueWithoutBranding" }
  | { type: "choose"; choices: Partial<BrandChoices> }
  | { type: "create" }
  | { type: "creationFailed" }
  | { type: "created"; agentId: string }
  | { type: "back" };

/**
 * The screen transitions (section 4). Next on valid company data analyses the website (once per
 * website: unchanged data goes straight back to the brand screen); a failed analysis clears the
 * branding and shows the failure screen; Back returns one step; a failed creation keeps the user
 * on the creating screen (Try Again re-sends the last choices).
 */
export function onboardingReducer(state: OnboardingState, action: OnboardingAction): OnboardingState {
  switch (action.type) {
    case "submitCompany": {
      const sameSite = state.analyzedWebsite === action.company.website && state.branding !== null;
      return { ...state, company: action.company, screen: sameSite ? "brand" : "analyzing" };
    }
    case "analyzed": {
      if (state.screen !== "analyzing" || !state.company) return state;
      const detected = action.branding.colors[0];
      return {
        ...state,
        screen: "brand",
        branding: action.branding,
        siteUrl: action.siteUrl,
        analyzedWebsite: state.company.website,
        choices: {
          ...DEFAULT_CHOICES,
          primaryColor: detected ?? DEFAULT_CHOICES.primaryColor,
          faviconApproved: action.branding.favicon !== null,
          customLogo: state.choices.customLogo,
        },
      };
    }
    case "analysisFailed":
      if (state.screen !== "analyzing") return state;
      return { ...state, screen: "failed", branding: null, siteUrl: null, analyzedWebsite: null };
    case "continueWithoutBranding":
      return {
        ...state,
        screen: "brand",
        branding: { colors: [], favicon: null },
        analyzedWebsite: state.company?.website ?? null,
        choices: { ...state.choices, faviconApproved: false },
      };
    case "choose":
      return { ...state, choices: { ...state.choices, ...action.choices } };
    case "create":
      if (!state.company || (state.screen !== "brand" && state.screen !== "creating")) return state;
      return {
        ...state,
        screen: "creating",
        sentChoices: state.screen === "brand" ? state.choices : state.sentChoices,
      };
    case "creationFailed":
      return state;
    case "created":
      return { ...state, screen: "created", agentId: action.agentId };
    case "back":
      if (state.screen === "brand" || state.screen === "failed" || state.screen === "analyzing") {
        return { ...state, screen: "company" };
      }
      if (state.screen === "creating") return { ...state, screen: "brand" };
      return state;
  }
}

/**
 * The line under the brand screen's title: it says something was found on the website only when
 * something was (colours or a logo); otherwise it asks the owner to choose.
 */
export function brandScreenIntro(branding: TBrandingInfo | null): string {
  const found = (branding?.colors.length ?? 0) > 0 || Boolean(branding?.favicon);
  return found
    ? "We found these on your website. Change anything you like."
    : "We could not find your brand's colours or logo on your website. Choose them below.";
}

/** Whether a colour is one of the detected ones (otherwise the picker marks it "(Custom)"). */
export function isCustomColor(color: string, branding: TBrandingInfo | null): boolean {
  return !(branding?.colors ?? []).includes(color.toLowerCase());
}

/** The logo the agent gets, and the caption shown under it. */
export function chosenLogo(
  choices: BrandChoices,
  branding: TBrandingInfo | null,
): { url: string | null; source: "custom" | "website" | "none" } {
  if (choices.customLogo) return { url: choices.customLogo, source: "custom" };
  if (choices.faviconApproved && branding?.favicon) return { url: branding.favicon, source: "website" };
  return { url: null, source: "none" };
}
