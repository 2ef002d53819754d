import { emailLayout } from "./email-layout";
import { escapeHtml } from "./escape-html";
import type { RenderedEmail } from "./rendered-email";

/** A client's feedback from the portal's top bar, to its agency: who sent it and what it says. */
export function clientFeedbackEmail(options: {
  agencyName: string;
  clientName: string;
  clientEmail: string;
  orgName: string;
  message: string;
}): RenderedEmail {
  const e = escapeHtml;
  const subject = `Feedback from ${options.clientName || options.clientEmail}`;
  const from = `${options.clientName} <${options.clientEmail}>${options.orgName ? ` (${options.orgName})` : ""}`;
  const text = [`${subject}`, "", `From: ${from}`, "", options.message].join("\n");
  const html = emailLayout({
    subject,
    brandName: options.agencyName.trim(),
    rows: `        <tr><td style="font-size:14px;color:#71717a;padding-bottom:12px;">From ${e(from)}</td></tr>
        <tr><td style="font-size:15px;line-height:1.5;white-space:pre-wrap;">${e(options.message)}</td></tr>`,
  });
  return { subject, html, text };
}
