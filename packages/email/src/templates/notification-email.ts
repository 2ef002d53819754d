import { emailLayout } from "./email-layout";
import { escapeHtml } from "./escape-html";
import type { RenderedEmail } from "./rendered-email";

/**
 * A notification of an agency's portal by e-mail (a client whose settings take e-mail): its title,
 * its text and a button to the page it is about. It names the agency only, never the product.
 */
export function notificationEmail(options: {
  agencyName: string;
  title: string;
  body: string;
  url: string;
}): RenderedEmail {
  const e = escapeHtml;
  const subject = options.title;
  const text = [options.title, ...(options.body ? ["", options.body] : []), "", `Open: ${options.url}`].join("\n");
  const html = emailLayout({
    subject,
    brandName: options.agencyName.trim(),
    rows: `        <tr><td style="font-size:16px;font-weight:600;padding-bottom:8px;">${e(options.title)}</td></tr>
${options.body ? `        <tr><td style="font-size:15px;line-height:1.5;color:#3f3f46;padding-bottom:24px;">${e(options.body)}</td></tr>\n` : ""}        <tr><td><a href="${e(options.url)}" style="display:inline-block;background:#18181b;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600;">Open</a></td></tr>`,
  });
  return { subject, html, text };
}
