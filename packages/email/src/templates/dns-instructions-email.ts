import { emailLayout } from "./email-layout";
import { escapeHtml } from "./escape-html";
import type { RenderedEmail } from "./rendered-email";

export interface DnsInstructionsRecord {
  type: string;
  name: string;
  value: string;
}

/**
 * "Email Your Developer": the DNS records that connect an agency's custom domain, for the person
 * who manages its DNS.
 */
export function dnsInstructionsEmail(options: {
  agencyName: string;
  domain: string;
  records: DnsInstructionsRecord[];
}): RenderedEmail {
  const e = escapeHtml;
  const subject = `DNS records to connect ${options.domain}`;
  const lines = options.records.map((record) => `${record.type}  ${record.name}  ${record.value}  (TTL: Auto)`);
  const text = [
    `${options.agencyName} asks you to add these DNS records so that ${options.domain} serves its client portal:`,
    "",
    ...lines,
    "",
    "Add them at the DNS provider of the domain. DNS changes can take 24-48 hours to propagate; the",
    "portal is live on the domain once they are in place and its certificate has been issued.",
  ].join("\n");
  const cell = "padding:6px 8px;border:1px solid #e4e4e7;font-family:ui-monospace,Menlo,monospace;font-size:13px;";
  const rows = options.records
    .map(
      (record) =>
        `<tr><td style="${cell}">${e(record.type)}</td><td style="${cell}">${e(record.name)}</td><td style="${cell}">${e(record.value)}</td><td style="${cell}">Auto</td></tr>`,
    )
    .join("");
  const html = emailLayout({
    subject,
    brandName: options.agencyName,
    rows: `<tr><td style="font-size:15px;line-height:1.5;padding-bottom:16px;">Please add these DNS records so that <strong>${e(options.domain)}</strong> serves our client portal:</td></tr>
<tr><td><table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%;"><tr><th align="left" style="${cell}">Type</th><th align="left" style="${cell}">Name</th><th align="left" style="${cell}">Value</th><th align="left" style="${cell}">TTL</th></tr>${rows}</table></td></tr>
<tr><td style="font-size:13px;color:#52525b;line-height:1.5;padding-top:16px;">Add them at the domain's DNS provider. DNS changes can take 24-48 hours to propagate.</td></tr>`,
  });
  return { subject, html, text };
}
