"use client";

import { Markdown } from "@parlo/ui/markdown";

/** The agency's branding text as the portal shows it: Markdown, rendered sanitised (raw HTML off). */
export function BrandingText({ text, className }: { text: string; className?: string }) {
  return <Markdown text={text} className={className} />;
}
