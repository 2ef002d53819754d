import { googleFontStylesheetUrl, type TAgency } from "@parlo/validators";
import { env } from "@/env";

/**
 * The agency's look on its portal pages: its Google font (through FONTS_CSS_URL), its primary
 * colour as the theme's primary, and its custom CSS (stored sanitised: it cannot leave its
 * <style> element).
 */
export function AgencyBrandStyle({ agency }: { agency: TAgency }) {
  const fontHref = googleFontStylesheetUrl(env.FONTS_CSS_URL, agency.googleFont);
  const family = fontHref ? `"${agency.googleFont.replace(/["\\<>]/g, "")}", var(--font-inter), sans-serif` : null;
  const primary = /^#[0-9a-f]{6}$/i.test(agency.customTheme.primary) ? agency.customTheme.primary : null;
  const rules = [
    primary ? `--color-primary: ${primary}; --color-ring: ${primary};` : "",
    family ? `font-family: ${family};` : "",
  ].join(" ");
  return (
    <>
      {fontHref ? <link rel="stylesheet" href={fontHref} data-testid="agency-font" /> : null}
      <style>{`.agency-portal { ${rules} }`}</style>
      {agency.customCSS ? <style data-testid="agency-custom-css">{agency.customCSS}</style> : null}
    </>
  );
}
