"use client";

import type { TAgencyFooter } from "@parlo/validators";
import type { CSSProperties } from "react";

/**
 * The client portal's footer as the settings make it: © year and the agency's name, Powered by the
 * product, Terms of Service and Privacy Policy when their pages are set in Overview, the EU GDPR mark.
 */
export function ClientFooterPreview({
  name,
  brandName,
  footer,
  tosPage,
  privacyPage,
  linkStyle,
  style,
  className,
}: {
  name: string;
  /** the product's name, for "Powered by" */
  brandName: string;
  footer: TAgencyFooter;
  tosPage: string;
  privacyPage: string;
  linkStyle?: CSSProperties;
  style?: CSSProperties;
  className?: string;
}) {
  const year = new Date().getFullYear();
  const terms = footer.showTermsLink && tosPage.trim() !== "";
  const privacy = footer.showPrivacyLink && privacyPage.trim() !== "";
  return (
    <footer
      className={`flex flex-wrap items-center gap-x-3 gap-y-1 text-xs ${className ?? ""}`}
      style={style}
      data-testid="client-footer-preview"
    >
      <span>
        © {year} {name.trim() || "Your agency"}
      </span>
      {footer.showPoweredBy ? <span>Powered by {brandName}</span> : null}
      {terms ? (
        <a href={tosPage} target="_blank" rel="noreferrer" className="underline underline-offset-2" style={linkStyle}>
          Terms of Service
        </a>
      ) : null}
      {privacy ? (
        <a
          href={privacyPage}
          target="_blank"
          rel="noreferrer"
          className="underline underline-offset-2"
          style={linkStyle}
        >
          Privacy Policy
        </a>
      ) : null}
      {footer.showGdprMark ? (
        <span className="rounded border border-current px-1.5 py-0.5 text-[10px] font-semibold tracking-wide">
          EU GDPR
        </span>
      ) : null}
    </footer>
  );
}
