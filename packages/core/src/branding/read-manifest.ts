import { z } from "zod";
import { absoluteUrl, largestSize } from "./page-urls";
import type { ManifestIcon } from "./pick-logo";

const ZManifest = z.object({
  theme_color: z.string().optional().catch(undefined),
  background_color: z.string().optional().catch(undefined),
  icons: z
    .array(
      z.object({
        src: z.string(),
        sizes: z.string().optional(),
        type: z.string().optional(),
        purpose: z.string().optional(),
      }),
    )
    .optional()
    .catch(undefined),
});

export interface ManifestBrand {
  themeColor: string | null;
  backgroundColor: string | null;
  icons: ManifestIcon[];
}

/** A web app manifest's colours and icons (monochrome icons left out), or null when it is not one. */
export function readManifest(text: string, manifestUrl: string): ManifestBrand | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const manifest = ZManifest.safeParse(json);
  if (!manifest.success) return null;
  const icons: ManifestIcon[] = [];
  for (const icon of manifest.data.icons ?? []) {
    if (/monochrome/i.test(icon.purpose ?? "")) continue;
    const url = absoluteUrl(icon.src, manifestUrl);
    if (url) icons.push({ url, size: largestSize(icon.sizes), type: icon.type ?? "" });
  }
  return {
    themeColor: manifest.data.theme_color ?? null,
    backgroundColor: manifest.data.background_color ?? null,
    icons,
  };
}
