/**
 * The client part of the agency's `settings` object (section 3; the SAAS Mode tab without its
 * billing): client sign-up, password login, the client onboarding's steps, and the defaults a new
 * org or client gets. Stored at the top level of `Agency.settings`, next to the footer options.
 */
import { z } from "zod";
import { AGENCY_DEFAULT_CLIENT_ACCESS, readClientPageKeys, zClientPageList } from "./client-pages";

/** How the client dashboard lays out its pages: a side rail (the default) or a top bar. */
export const DASHBOARD_LAYOUTS = ["vertical", "horizontal"] as const;
export type TDashboardLayout = (typeof DASHBOARD_LAYOUTS)[number];
export const zDashboardLayout = z.enum(DASHBOARD_LAYOUTS);

/** The client onboarding's options (all on but requireCompanyWebsite). */
export const ZClientOnboardingOptions = z.object({
  showWelcomeStep: z.boolean(),
  showGoalsStep: z.boolean(),
  showCompanyInfoStep: z.boolean(),
  showAgentCreationStep: z.boolean(),
  requireCompanyName: z.boolean(),
  requireCompanyWebsite: z.boolean(),
  requireCompanyDescription: z.boolean(),
  showTestTextAgent: z.boolean(),
  showTryVoice: z.boolean(),
  showWidgetScript: z.boolean(),
});
export type TClientOnboardingOptions = z.infer<typeof ZClientOnboardingOptions>;

/** The settings as the SAAS Mode tab edits and `agency.saveClientSettings` stores them (every field). */
export const ZAgencyClientSettings = z.object({
  /** only one-time e-mail codes sign clients in */
  disablePasswordLogin: z.boolean(),
  /** "Don't have an account? Sign Up" on the portal's sign-in */
  enableClientSignup: z.boolean(),
  clientOnboarding: ZClientOnboardingOptions,
  defaultDashboardLayout: zDashboardLayout,
  defaultClientAccess: zClientPageList,
  defaultAllowCreateAgents: z.boolean(),
  defaultCanDelegateChats: z.boolean(),
  defaultHideAdvancedSettings: z.boolean(),
});
export type TAgencyClientSettings = z.infer<typeof ZAgencyClientSettings>;
export type TAgencyClientSettingsInput = z.input<typeof ZAgencyClientSettings>;

/** Section 3's defaults (what an agency without saved client settings has). */
export function defaultAgencyClientSettings(): TAgencyClientSettings {
  return {
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
    defaultClientAccess: [...AGENCY_DEFAULT_CLIENT_ACCESS],
    defaultAllowCreateAgents: false,
    defaultCanDelegateChats: false,
    defaultHideAdvancedSettings: false,
  };
}

const bool = (fallback: boolean) => z.boolean().catch(fallback);

function storedSettingsSchema() {
  const d = defaultAgencyClientSettings();
  const o = d.clientOnboarding;
  return z
    .object({
      disablePasswordLogin: bool(d.disablePasswordLogin),
      enableClientSignup: bool(d.enableClientSignup),
      clientOnboarding: z
        .object({
          showWelcomeStep: bool(o.showWelcomeStep),
          showGoalsStep: bool(o.showGoalsStep),
          showCompanyInfoStep: bool(o.showCompanyInfoStep),
          showAgentCreationStep: bool(o.showAgentCreationStep),
          requireCompanyName: bool(o.requireCompanyName),
          requireCompanyWebsite: bool(o.requireCompanyWebsite),
          requireCompanyDescription: bool(o.requireCompanyDescription),
          showTestTextAgent: bool(o.showTestTextAgent),
          showTryVoice: bool(o.showTryVoice),
          showWidgetScript: bool(o.showWidgetScript),
        })
        .catch(o),
      defaultDashboardLayout: zDashboardLayout.catch(d.defaultDashboardLayout),
      // a stored list keeps its known pages (an empty list stays empty); anything else: the default
      defaultClientAccess: z.array(z.unknown()).transform(readClientPageKeys).catch(d.defaultClientAccess),
      defaultAllowCreateAgents: bool(d.defaultAllowCreateAgents),
      defaultCanDelegateChats: bool(d.defaultCanDelegateChats),
      defaultHideAdvancedSettings: bool(d.defaultHideAdvancedSettings),
    })
    .catch(d);
}

/**
 * The client settings kept in an agency's `settings` JSON, complete: every missing or unreadable
 * field takes its default (stored `{}`, null or anything else gives all defaults), unknown pages
 * are dropped from the default access, other keys (the footer, ...) are left out.
 */
export function readAgencyClientSettings(stored: unknown): TAgencyClientSettings {
  return storedSettingsSchema().parse(stored);
}
