import { ONBOARDING_LIMITS } from "@parlo/validators";
import { collectCssColors } from "./collect-css-colors";
import { colorsIn } from "./parse-css-color";
import { pickLogo } from "./pick-logo";
import { readManifest } from "./read-manifest";
import type { PageBrand } from "./read-page-brand";
import { rankColors, type ColorUse } from "./rank-colors";

/** What a page (read once by readPageBrand) and the files it links say, as fetched. */
export interface BrandSources {
  page: PageBrand;
  /** the texts of the linked stylesheets that could be read */
  stylesheets: readonly string[];
  manifest: { text: string; url: string } | null;
}

/** How much each place counts: the colour a site declares as its theme beats everything. */
const WEIGHTS = {
  themeColor: 40,
  manifestTheme: 30,
  tileColor: 12,
  manifestBackground: 6,
  stylesheet: 1,
  styleBlock: 1,
  inlineStyle: 1,
  colorAttribute: 2,
} as const;

/** The brand a page shows: its colours (most prominent first, at most 11) and its logo. */
export function detectBrand(sources: BrandSources): { colors: string[]; favicon: string | null } {
  const { page } = sources;
  const manifest = sources.manifest ? readManifest(sources.manifest.text, sources.manifest.url) : null;

  const literal = (values: readonly (string | null)[], weight: number): ColorUse[] =>
    values.flatMap((value, index) =>
      // later theme-colors (dark-mode variants) count for half
      colorsIn(value ?? "").map((hex) => ({ hex, weight: index === 0 ? weight : weight / 2 })),
    );
  const uses: ColorUse[] = [
    ...literal(page.themeColors, WEIGHTS.themeColor),
    ...literal([manifest?.themeColor ?? null], WEIGHTS.manifestTheme),
    ...literal(page.tileColors, WEIGHTS.tileColor),
    ...literal([manifest?.backgroundColor ?? null], WEIGHTS.manifestBackground),
    ...page.colorAttributes.flatMap((value) => colorsIn(value).map((hex) => ({ hex, weight: WEIGHTS.colorAttribute }))),
    ...collectCssColors([
      ...sources.stylesheets.map((css) => ({ css, weight: WEIGHTS.stylesheet })),
      ...page.styleBlocks.map((css) => ({ css, weight: WEIGHTS.styleBlock })),
      ...page.inlineStyles.map((css) => ({ css, weight: WEIGHTS.inlineStyle })),
    ]),
  ];
  return {
    colors: rankColors(uses, ONBOARDING_LIMITS.maxDetectedColors),
    favicon: pickLogo(page.logos, manifest?.icons ?? []),
  };
}
