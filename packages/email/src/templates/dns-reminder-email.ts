import { dnsRecordLines, dnsRecordsTableHtml, type DnsRecordToAdd } from "./dns-records-table";
import { emailLayout } from "./email-layout";
import { escapeHtml } from "./escape-html";
import type { RenderedEmail } from "./rendered-email";

/**
 * The reminder to an agency owner whose custom domain is still not connected (1, 3 and 7 days
 * after it was entered): the record to add and a link to the dashboard's Domains tab.
 */
export function dnsReminderEmail(options: {
  brandName: string;
  agencyName: string;
  domain: string;
  /** whole days since the domain was entered */
  days: number;
  records: readonly DnsRecordToAdd[];
  /** the agency page's Domains tab in the dashboard */
  domainsUrl: string;
}): RenderedEmail {
  const e = escapeHtml;
  const waiting = options.days === 1 ? "1 day" : `${options.days} days`;
  const subject = `${options.domain} is not connected yet`;
  const text = [
    `You added ${options.domain} as the custom domain of ${options.agencyName}'s client portal ${waiting} ago,`,
    "but its DNS does not point at the portal yet. Add this record at the domain's DNS provider:",
    "",
    ...dnsRecordLines(options.records),
    "",
    "DNS changes can take 24-48 hours to propagate. The portal is verified on the domain as soon as the",
    "record is in place; nothing else is needed.",
    "",
    `Check it in the Domains tab: ${options.domainsUrl}`,
  ].join("\n");
  const html = emailLayout({
    subject,
    brandName: options.brandName,
    rows: `<tr><td style="font-size:15px;line-height:1.5;padding-bottom:16px;">You added <strong>${e(options.domain)}</strong> as the custom domain of ${e(options.agencyName)}'s client portal ${waiting} ago, but its DNS does not point at the portal yet. Add this record at the domain's DNS provider:</td></tr>
<tr><td>${dnsRecordsTableHtml(options.records)}</td></tr>
<tr><td style="font-size:13px;color:#52525b;line-height:1.5;padding:16px 0;">DNS changes can take 24-48 hours to propagate. The portal is verified on the domain as soon as the record is in place.</td></tr>
<tr><td><a href="${e(options.domainsUrl)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">Open the Domains tab</a></td></tr>`,
  });
  return { subject, html, text };
}
