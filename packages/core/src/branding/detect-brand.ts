import { ONBOARDING_LIMITS } from "@parlo/validators";
import { chroma, fromHex, hexDistance, rgbToLab } from "./color-lab";
import { collectAttributeColors } from "./collect-attribute-colors";
import { collectCssColors } from "./collect-css-colors";
import { colorsIn } from "./parse-css-color";
import { parseDeclarations } from "./parse-css-rules";
import { pickLogo } from "./pick-logo";
import { readManifest } from "./read-manifest";
import type { PageBrand } from "./read-page-brand";
import { rankColors, SAME_COLOR, type ColorUse } from "./rank-colors";

/** What a page (read once by readPageBrand) and the files it links say, as fetched. */
export interface BrandSources {
  page: PageBrand;
  /** the texts of the linked stylesheets that could be read (an oversized one cut at the cap) */
  stylesheets: readonly string[];
  manifest: { text: string; url: string } | null;
}

/**
 * How much each place counts, on the scale of the CSS weights (a page's background is 100): a
 * declared theme colour that is a real colour comes first anyway (see declaredThemeColor).
 */
const WEIGHTS = {
  themeColor: 40,
  manifestTheme: 30,
  tileColor: 30,
  manifestBackground: 10,
  stylesheet: 1,
  styleBlock: 1,
  inlineStyle: 1,
} as const;

/** A theme colour this light or this dark (or a grey) is the browser chrome's, not the brand's. */
const NEAR_WHITE_L = 92;
const NEAR_BLACK_L = 12;
const GREY_CHROMA = 12;

/** The theme colour the site declares, when it is a colour (not near white, near black or grey). */
function declaredThemeColor(values: readonly (string | null)[]): string | null {
  for (const value of values) {
    const [hex] = colorsIn(value ?? "");
    if (!hex) continue;
    const lab = rgbToLab(fromHex(hex));
    return lab.l < NEAR_WHITE_L && lab.l > NEAR_BLACK_L && chroma(lab) >= GREY_CHROMA ? hex : null;
  }
  return null;
}

/**
 * The brand a page shows: its colours (most prominent first, at most 11) and its logo. The
 * declared theme-color (else the manifest's theme colour) comes first unless it is near white,
 * near black or grey; the rest are ranked by what they paint on the page.
 */
export function detectBrand(sources: BrandSources): { colors: string[]; favicon: string | null } {
  const { page } = sources;
  const manifest = sources.manifest ? readManifest(sources.manifest.text, sources.manifest.url) : null;

  const literal = (values: readonly (string | null)[], weight: number): ColorUse[] =>
    values.flatMap((value, index) =>
      // later theme-colors (dark-mode variants) count for half
      colorsIn(value ?? "").map((hex) => ({ hex, weight: index === 0 ? weight : weight / 2 })),
    );
  // style="fill: ..." inside an inline SVG counts as the SVG's colour attributes do (capped per SVG)
  const inSvg = (element: number) => {
    const node = page.tree.elements[element];
    return node !== undefined && (node.inSvg || node.tag === "svg");
  };
  const svgStyles = page.inlineStyles
    .filter((style) => inSvg(style.element))
    .flatMap(({ element, value }) =>
      parseDeclarations(value).map((declaration) => ({
        element,
        value: declaration.value,
        attribute: declaration.property,
      })),
    );
  const otherStyles = page.inlineStyles.filter((style) => !inSvg(style.element));
  const uses: ColorUse[] = [
    ...literal(page.themeColors, WEIGHTS.themeColor),
    ...literal([manifest?.themeColor ?? null], WEIGHTS.manifestTheme),
    ...literal(page.tileColors, WEIGHTS.tileColor),
    ...literal([manifest?.backgroundColor ?? null], WEIGHTS.manifestBackground),
    ...collectAttributeColors([...page.colorAttributes, ...svgStyles], page.tree),
    ...collectCssColors(
      [
        ...sources.stylesheets.map((css) => ({ css, weight: WEIGHTS.stylesheet })),
        ...page.styleBlocks.map((css) => ({ css, weight: WEIGHTS.styleBlock })),
      ],
      otherStyles.map(({ element, value }) => ({ element, value, weight: WEIGHTS.inlineStyle })),
      page.tree,
    ),
  ];
  const ranked = rankColors(uses, ONBOARDING_LIMITS.maxDetectedColors);
  const theme = declaredThemeColor(page.themeColors.length > 0 ? page.themeColors : [manifest?.themeColor ?? null]);
  const colors = theme ? [theme, ...ranked.filter((hex) => hexDistance(hex, theme) >= SAME_COLOR)] : ranked;
  return {
    colors: colors.slice(0, ONBOARDING_LIMITS.maxDetectedColors),
    favicon: pickLogo(page.logos, manifest?.icons ?? []),
  };
}
