import { dnsRecordLines, dnsRecordsTableHtml, type DnsRecordToAdd } from "./dns-records-table";
import { emailLayout } from "./email-layout";
import { escapeHtml } from "./escape-html";
import type { RenderedEmail } from "./rendered-email";

/**
 * Tells an agency owner that its verified custom domain no longer points at the client portal
 * (the periodic re-check found its record gone or changed), so the portal stopped answering on
 * it: the record to put back and a link to the dashboard's Domains tab.
 */
export function customDomainLostEmail(options: {
  brandName: string;
  agencyName: string;
  domain: string;
  records: readonly DnsRecordToAdd[];
  /** the agency page's Domains tab in the dashboard */
  domainsUrl: string;
}): RenderedEmail {
  const e = escapeHtml;
  const subject = `${options.domain} no longer points at your client portal`;
  const text = [
    `${options.domain}, the custom domain of ${options.agencyName}'s client portal, no longer points at the portal,`,
    "so the portal has stopped answering on it. Put this record back at the domain's DNS provider:",
    "",
    ...dnsRecordLines(options.records),
    "",
    "The domain is verified again as soon as the record is in place (DNS changes can take 24-48 hours",
    "to propagate).",
    "",
    `Check it in the Domains tab: ${options.domainsUrl}`,
  ].join("\n");
  const html = emailLayout({
    subject,
    brandName: options.brandName,
    rows: `<tr><td style="font-size:15px;line-height:1.5;padding-bottom:16px;"><strong>${e(options.domain)}</strong>, the custom domain of ${e(options.agencyName)}'s client portal, no longer points at the portal, so the portal has stopped answering on it. Put this record back at the domain's DNS provider:</td></tr>
<tr><td>${dnsRecordsTableHtml(options.records)}</td></tr>
<tr><td style="font-size:13px;color:#52525b;line-height:1.5;padding:16px 0;">The domain is verified again as soon as the record is in place (DNS changes can take 24-48 hours to propagate).</td></tr>
<tr><td><a href="${e(options.domainsUrl)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">Open the Domains tab</a></td></tr>`,
  });
  return { subject, html, text };
}
