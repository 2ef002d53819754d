import { emailLayout } from "./email-layout";
import { escapeHtml } from "./escape-html";
import type { RenderedEmail } from "./rendered-email";

export interface SignInCodeEmailInput {
  /** The one-time code, normally 6 digits. */
  code: string;
  brandName: string;
  purpose: "signin" | "signup";
  expiresInMinutes: number;
}

/** Renders the e-mail carrying a one-time sign-in / sign-up code. All interpolated text is HTML-escaped. */
export function signInCodeEmail({ code, brandName, purpose, expiresInMinutes }: SignInCodeEmailInput): RenderedEmail {
  const action = purpose === "signup" ? "sign-up" : "sign-in";
  const intro = purpose === "signup" ? `finish creating your ${brandName} account` : `sign in to ${brandName}`;
  const expiry = `${expiresInMinutes} minute${expiresInMinutes === 1 ? "" : "s"}`;
  const subject = `Your ${brandName} ${action} code: ${code}`;
  const text = [
    `Your ${brandName} ${action} code is: ${code}`,
    "",
    `Enter this code to ${intro}. It expires in ${expiry}.`,
    "",
    "If you didn't request this code, you can ignore this e-mail.",
  ].join("\n");
  const e = escapeHtml;
  const html = emailLayout({
    subject,
    brandName,
    rows: `        <tr><td style="font-size:15px;line-height:1.5;padding-bottom:24px;">Enter this code to ${e(intro)}:</td></tr>
        <tr><td align="center" style="padding-bottom:24px;">
          <div style="display:inline-block;font-family:'SFMono-Regular',Menlo,Consolas,monospace;font-size:32px;font-weight:700;letter-spacing:8px;background:#f4f4f5;border-radius:8px;padding:12px 20px;">${e(code)}</div>
        </td></tr>
        <tr><td style="font-size:14px;line-height:1.5;color:#52525b;">This code expires in ${e(expiry)}. If you didn't request it, you can ignore this e-mail.</td></tr>`,
  });
  return { subject, html, text };
}
