import type { Agency } from "@parlo/db";
import {
  defaultAgencyForm,
  THEME_COLOR_USAGES,
  THEME_VARIANTS,
  ZAgencyFooter,
  ZAgencyTheme,
  ZCustomTab,
  type TAgency,
  type TAgencyTheme,
  type TCustomTab,
} from "@parlo/validators";
import { z } from "zod";

const ZStoredTabs = z.array(z.unknown()).catch([]);
const ZStoredSettings = z
  .object({ footer: ZAgencyFooter.catch(ZAgencyFooter.parse({})) })
  .passthrough()
  .catch({
    footer: ZAgencyFooter.parse({}),
  });

/** The agency's stored custom tabs, in order; an unreadable one is left out. */
export function readCustomTabs(stored: unknown): TCustomTab[] {
  return ZStoredTabs.parse(stored).flatMap((tab) => {
    const parsed = ZCustomTab.safeParse(tab);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The theme stored as customThemeJSONString, or the default theme when it is empty or unreadable. */
export function parseAgencyTheme(json: string): TAgencyTheme {
  try {
    const parsed = ZAgencyTheme.safeParse(JSON.parse(json));
    if (parsed.success) return parsed.data;
  } catch {
    // an empty or hand-edited column: the default theme
  }
  return defaultAgencyForm().customTheme;
}

const oneOf = <T extends string>(values: readonly T[], value: string, fallback: T): T =>
  values.find((candidate) => candidate === value) ?? fallback;

/** An agency row as the settings page reads it (without the secret); unreadable JSON falls back to defaults. */
export function toAgency(row: Omit<Agency, "secret">): TAgency {
  const settings = ZStoredSettings.parse(row.settings);
  return {
    id: row.id,
    name: row.name,
    brandingText: row.brandingText,
    squarePhotoURL: row.squarePhotoURL,
    darkModeSquarePhotourl: row.darkModeSquarePhotourl,
    faviconURL: row.faviconURL,
    googleFont: row.googleFont,
    themeVariant: oneOf(THEME_VARIANTS, row.themeVariant, "default"),
    themeColorUsage: oneOf(THEME_COLOR_USAGES, row.themeColorUsage, "plain"),
    customTheme: parseAgencyTheme(row.customThemeJSONString),
    secondaryColorHex: row.secondaryColorHex,
    customCSS: row.customCSS,
    mainWebsite: row.mainWebsite,
    supportEmail: row.supportEmail,
    tosPage: row.tosPage,
    privacyPolicypPage: row.privacyPolicypPage,
    address: row.address,
    customTabs: readCustomTabs(row.customTabs),
    footer: settings.footer,
    VGsubDomain: row.VGsubDomain,
    isVerifiedSubDomain: row.isVerifiedSubDomain,
    customDomain: row.customDomain,
    isVerifiedCustomDomain: row.isVerifiedCustomDomain,
    createdAt: row.createdAt,
    lastModified: row.lastModified,
  };
}
