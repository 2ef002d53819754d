/** The agency record as the apps edit it (agency-shell-dashboards.md section 3). */
import { z } from "zod";
import { ZCustomTheme, zHexColor } from "../agent-settings";
import { paletteFromHex } from "../theme-colors";
import {
  AGENCY_LIMITS,
  CUSTOM_TAB_PAGE_TYPES,
  DEFAULT_AGENCY_NAME,
  DEFAULT_GOOGLE_FONT,
  RESERVED_TAB_HREFS,
  THEME_COLOR_USAGES,
  THEME_VARIANTS,
} from "./agency-constants";
import { AGENCY_MESSAGES } from "./agency-messages";

const isHttpUrl = (value: string, httpsOnly = false) => {
  try {
    const url = new URL(value);
    return httpsOnly ? url.protocol === "https:" : url.protocol === "https:" || url.protocol === "http:";
  } catch {
    return false;
  }
};

/** An address of a page: empty, or http(s). */
export const zAgencyPageUrl = z
  .string()
  .trim()
  .max(AGENCY_LIMITS.urlMax)
  .refine((v) => v === "" || isHttpUrl(v), AGENCY_MESSAGES.pageUrl);

/** An uploaded image (the upload route's /uploads/... path or its absolute URL) or an https image; empty clears it. */
export const zAgencyImageUrl = z
  .string()
  .trim()
  .max(AGENCY_LIMITS.urlMax)
  .refine((v) => v === "" || v.startsWith("/uploads/") || isHttpUrl(v), AGENCY_MESSAGES.imageUrl);

/** A square logo or favicon: a PNG (the upload route checks its size). */
export const zAgencyPngUrl = zAgencyImageUrl.refine(
  (v) => v === "" || /\.png$/i.test(new URL(v, "http://x").pathname),
  AGENCY_MESSAGES.pngOnly,
);

/** A font family name (checked against the shipped Google Fonts list by the server). */
export const zGoogleFont = z
  .string()
  .trim()
  .min(1, AGENCY_MESSAGES.fontInvalid)
  .max(80, AGENCY_MESSAGES.fontInvalid)
  .regex(/^[A-Za-z0-9 ]+$/, AGENCY_MESSAGES.fontInvalid);

export const ZCustomTab = z.object({
  label: z.string().trim().min(1, AGENCY_MESSAGES.tabLabelRequired).max(AGENCY_LIMITS.tabLabelMax),
  href: z
    .string()
    .trim()
    .max(AGENCY_LIMITS.tabHrefMax)
    .refine((v) => v.startsWith("/"), AGENCY_MESSAGES.tabHrefSlash)
    .refine(
      (v) => !v.startsWith("/") || /^(\/[A-Za-z0-9_-]+)+$/.test(v),
      "Use letters, digits, - and _ between the slashes, e.g. /reports.",
    ),
  iconUrl: zAgencyImageUrl.default(""),
  pageType: z.enum(CUSTOM_TAB_PAGE_TYPES),
  htmlContent: z.string().max(AGENCY_LIMITS.tabHtmlMax).default(""),
  jsContent: z.string().max(AGENCY_LIMITS.tabJsMax).default(""),
  iframeUrl: z
    .string()
    .trim()
    .max(AGENCY_LIMITS.urlMax)
    .refine((v) => v === "" || isHttpUrl(v, true), AGENCY_MESSAGES.tabIframeUrl)
    .default(""),
  alwaysVisible: z.boolean().default(false),
});
export type TCustomTab = z.infer<typeof ZCustomTab>;

const reserved = new Set<string>(RESERVED_TAB_HREFS);

/** The custom tabs in order: no reserved path, no path twice (compared case-insensitively); iframes need an address. */
export const ZCustomTabs = z
  .array(ZCustomTab)
  .max(AGENCY_LIMITS.maxCustomTabs, AGENCY_MESSAGES.tooManyTabs)
  .superRefine((tabs, ctx) => {
    const seen = new Set<string>();
    tabs.forEach((tab, index) => {
      const key = tab.href.toLowerCase().replace(/\/+$/, "");
      if (reserved.has(key)) {
        ctx.addIssue({ code: "custom", path: [index, "href"], message: AGENCY_MESSAGES.tabHrefReserved });
      } else if (seen.has(key)) {
        ctx.addIssue({ code: "custom", path: [index, "href"], message: AGENCY_MESSAGES.tabHrefDuplicate });
      }
      seen.add(key);
      if (tab.pageType === "iframe" && tab.iframeUrl === "") {
        ctx.addIssue({ code: "custom", path: [index, "iframeUrl"], message: AGENCY_MESSAGES.tabIframeUrl });
      }
    });
  });

/** The client footer's options (the copyright line with the agency's name and year is always there). */
export const ZAgencyFooter = z.object({
  showPoweredBy: z.boolean().default(true),
  showTermsLink: z.boolean().default(true),
  showPrivacyLink: z.boolean().default(true),
  showGdprMark: z.boolean().default(false),
});
export type TAgencyFooter = z.infer<typeof ZAgencyFooter>;

/** The agency's theme (customThemeJSONString): primary colour, palette and light/dark. */
export const ZAgencyTheme = ZCustomTheme.omit({ ownerID: true });
export type TAgencyTheme = z.infer<typeof ZAgencyTheme>;

/** What the agency settings form edits and `agency.save` stores. */
export const ZAgencyForm = z.object({
  name: z.string().trim().min(1, AGENCY_MESSAGES.name).max(AGENCY_LIMITS.nameMax),
  brandingText: z.string().max(AGENCY_LIMITS.brandingTextMax),
  squarePhotoURL: zAgencyPngUrl,
  darkModeSquarePhotourl: zAgencyPngUrl,
  faviconURL: zAgencyPngUrl,
  googleFont: zGoogleFont,
  themeVariant: z.enum(THEME_VARIANTS),
  themeColorUsage: z.enum(THEME_COLOR_USAGES),
  customTheme: ZAgencyTheme,
  /** the second colour of the gradient colour usage; empty = derived from the primary */
  secondaryColorHex: z.union([z.literal(""), zHexColor]),
  customCSS: z.string().max(AGENCY_LIMITS.customCssMax),
  mainWebsite: zAgencyPageUrl,
  supportEmail: z
    .string()
    .trim()
    .max(254)
    .refine((v) => v === "" || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), AGENCY_MESSAGES.email),
  tosPage: zAgencyPageUrl,
  privacyPolicypPage: zAgencyPageUrl,
  address: z.string().trim().max(AGENCY_LIMITS.addressMax),
  customTabs: ZCustomTabs,
  footer: ZAgencyFooter,
});
export type TAgencyForm = z.infer<typeof ZAgencyForm>;
export type TAgencyFormInput = z.input<typeof ZAgencyForm>;

/** The form's values for an agency not saved yet (section 9's defaults). */
export function defaultAgencyForm(): TAgencyForm {
  return {
    name: DEFAULT_AGENCY_NAME,
    brandingText: "",
    squarePhotoURL: "",
    darkModeSquarePhotourl: "",
    faviconURL: "",
    googleFont: DEFAULT_GOOGLE_FONT,
    themeVariant: "default",
    themeColorUsage: "plain",
    customTheme: {
      themeType: "light",
      primary: "#2563eb",
      nineColorPallet: paletteFromHex("#2563eb").map((swatch) => swatch.hsl),
    },
    secondaryColorHex: "",
    customCSS: "",
    mainWebsite: "",
    supportEmail: "",
    tosPage: "",
    privacyPolicypPage: "",
    address: "",
    customTabs: [],
    footer: { showPoweredBy: true, showTermsLink: true, showPrivacyLink: true, showGdprMark: false },
  };
}

/** The stored agency as the settings page reads it: the form's fields and the server's. */
export const ZAgency = ZAgencyForm.extend({
  id: z.string(),
  VGsubDomain: z.string().nullable(),
  isVerifiedSubDomain: z.boolean(),
  customDomain: z.string().nullable(),
  isVerifiedCustomDomain: z.boolean(),
  createdAt: z.date(),
  /** unix seconds of the last save */
  lastModified: z.number().int().nullable(),
});
export type TAgency = z.infer<typeof ZAgency>;
