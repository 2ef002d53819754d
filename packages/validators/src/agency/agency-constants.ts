/** Agency settings constants (agency-shell-dashboards.md sections 2, 3, 5 and 9). */

export const AGENCY_TABS = [
  "Overview",
  "Domains",
  "Email",
  "Theme",
  "Custom Tabs",
  "SAAS Mode",
  "Auto Billing",
  "Footer",
] as const;
export type TAgencyTab = (typeof AGENCY_TABS)[number];

export const THEME_VARIANTS = ["default", "bordered", "faded", "flat"] as const;
export const THEME_COLOR_USAGES = ["plain", "colorful", "gradient"] as const;
export const CUSTOM_TAB_PAGE_TYPES = ["html", "iframe"] as const;

export const DEFAULT_AGENCY_NAME = "Your Awesome Agency";
export const DEFAULT_GOOGLE_FONT = "Rubik";
/** Always accepted as a font (not recommended): the portal keeps the browser's font. */
export const INHERIT_FONT = "inherit";

export const AGENCY_LIMITS = {
  nameMax: 80,
  brandingTextMax: 5_000,
  customCssMax: 50_000,
  addressMax: 500,
  urlMax: 2_048,
  maxCustomTabs: 20,
  tabLabelMax: 40,
  tabHrefMax: 100,
  tabHtmlMax: 200_000,
  tabJsMax: 100_000,
  /** custom tab icons: 1 MB */
  tabIconMaxMB: 1,
  /** the admin magic link is shown cut at this length */
  magicLinkDisplayMax: 500,
  /** square logos: PNG of this size */
  logoPx: 256,
  /** favicon: PNG of this size */
  faviconPx: 32,
  /** the whitelabel trial, in days */
  trialDays: 14,
} as const;

/**
 * Default dashboard tab paths a custom tab may not take (the client access options of section 6
 * and the other agent tabs).
 */
export const RESERVED_TAB_HREFS = [
  "/home",
  "/overview",
  "/voice",
  "/metrics",
  "/campaigns",
  "/convos",
  "/leads",
  "/analytics",
  "/kb",
  "/channels",
  "/prompt",
  "/nodes",
  "/settings",
  "/billing",
  "/tools",
] as const;

/** The whitelabel add-on's id in the billing catalogue. */
export const WHITELABEL_ADDON_ID = "whitelabel-new";
