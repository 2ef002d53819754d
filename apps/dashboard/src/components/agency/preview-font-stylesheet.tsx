"use client";

import { googleFontStylesheetUrl } from "@parlo/validators";
import { useDebouncedValue } from "@/components/agent-dashboard/use-debounced-value";

/**
 * Loads the Google font the preview shows (FONTS_CSS_URL), once the name has stopped changing for
 * half a second, so typing a name does not ask for every prefix of it. Nothing for inherit.
 */
export function PreviewFontStylesheet({ fontsCssUrl, font }: { fontsCssUrl: string; font: string }) {
  const settled = useDebouncedValue(font, 500);
  const href = googleFontStylesheetUrl(fontsCssUrl, settled);
  return href ? <link rel="stylesheet" href={href} data-testid="preview-font-stylesheet" /> : null;
}
