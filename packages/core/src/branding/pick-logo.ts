import type { LogoCandidate } from "./read-page-brand";

/** A manifest icon, already resolved against the manifest's URL. */
export interface ManifestIcon {
  url: string;
  size: number;
  type: string;
}

const ORDER: LogoCandidate["kind"][] = ["apple-touch-icon", "schema-logo", "img-logo", "og-image", "icon"];

/** .ico files are tiny and often blurry: among icons, PNG and SVG come first. */
const iconRank = (icon: LogoCandidate) => (/\.ico(\?|$)/i.test(icon.url) || icon.type.includes("icon") ? 0 : 1);

/**
 * The site's logo: the largest manifest icon, else the apple-touch-icon (largest), the logo the
 * site declares (schema.org Organization, og:logo), the logo <img> of its header or home link,
 * og:image, and last the largest PNG or SVG <link rel=icon> (an .ico only when nothing else).
 * Pictures elsewhere on the page (testimonials, partner strips, articles) are never candidates.
 */
export function pickLogo(candidates: readonly LogoCandidate[], manifestIcons: readonly ManifestIcon[]): string | null {
  const fromManifest = [...manifestIcons].sort((a, b) => b.size - a.size)[0];
  if (fromManifest) return fromManifest.url;
  for (const kind of ORDER) {
    const ofKind = candidates.filter((candidate) => candidate.kind === kind);
    const best = [...ofKind].sort((a, b) => iconRank(b) - iconRank(a) || b.size - a.size)[0];
    if (best) return best.url;
  }
  return null;
}
