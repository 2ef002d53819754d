import { emailLayout } from "./email-layout";
import { escapeHtml } from "./escape-html";
import type { RenderedEmail } from "./rendered-email";

export interface ClientLoginCodeEmailInput {
  /** The one-time code, normally 6 digits. */
  code: string;
  /** The agency whose portal the code is for: the only name the e-mail carries. */
  agencyName: string;
  purpose: "signin" | "signup";
  expiresInMinutes: number;
}

/**
 * The e-mail carrying a client's login code (Email Login Code) or sign-up verification code on an
 * agency's portal. It names the agency only, never the product. Interpolated text is HTML-escaped.
 */
export function clientLoginCodeEmail({
  code,
  agencyName,
  purpose,
  expiresInMinutes,
}: ClientLoginCodeEmailInput): RenderedEmail {
  const name = agencyName.trim();
  const kind = purpose === "signup" ? "verification code" : "login code";
  const subject = name ? `Your ${name} ${kind}` : `Your ${kind}`;
  const where = name ? ` ${name}` : "";
  const intro = purpose === "signup" ? `finish creating your${where} account` : `sign in to your${where} dashboard`;
  const expiry = `${expiresInMinutes} minute${expiresInMinutes === 1 ? "" : "s"}`;
  const text = [
    `Your ${kind} is: ${code}`,
    "",
    `Enter this code to ${intro}. It expires in ${expiry}.`,
    "",
    "If you didn't request this code, you can ignore this e-mail.",
  ].join("\n");
  const e = escapeHtml;
  const html = emailLayout({
    subject,
    brandName: name,
    rows: `        <tr><td style="font-size:15px;line-height:1.5;padding-bottom:24px;">Enter this code to ${e(intro)}:</td></tr>
        <tr><td align="center" style="padding-bottom:24px;">
          <div style="display:inline-block;font-family:'SFMono-Regular',Menlo,Consolas,monospace;font-size:32px;font-weight:700;letter-spacing:8px;background:#f4f4f5;border-radius:8px;padding:12px 20px;">${e(code)}</div>
        </td></tr>
        <tr><td style="font-size:14px;line-height:1.5;color:#52525b;">This code expires in ${e(expiry)}. If you didn't request it, you can ignore this e-mail.</td></tr>`,
  });
  return { subject, html, text };
}
