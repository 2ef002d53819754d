"use client";

/**
 * The agency's branding text as the portal shows it. Until the shared Markdown renderer is in
 * @parlo/ui it is shown as plain text (line breaks kept), never as HTML.
 */
export function BrandingText({ text, className }: { text: string; className?: string }) {
  return <p className={`whitespace-pre-line ${className ?? ""}`}>{text}</p>;
}
