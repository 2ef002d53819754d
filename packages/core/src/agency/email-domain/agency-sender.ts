import { escapeHtml } from "@parlo/email";

/** What the From and footer of an agency's e-mails are made of. */
export interface AgencySenderFields {
  name: string;
  address: string;
  resendEmailDomain: string | null;
  resendEmailDomainStatus: string;
}

/** The address of a sender such as `Parlo <no-reply@parlo.app>`, or the sender itself when it is a bare address. */
export function senderAddress(from: string): string {
  const angled = /<([^<>\s]+@[^<>\s]+)>\s*$/.exec(from);
  return (angled?.[1] ?? from).trim();
}

/** A display name for a header: one line, no control characters, at most 100 characters. */
function displayName(name: string): string {
  return (
    name
      // eslint-disable-next-line no-control-regex -- control characters are what is removed
      .replace(/[\u0000-\u001f\u007f]+/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 100)
      .trim()
  );
}

/**
 * The From of e-mails to an agency's clients: `"{agency name}" <no-reply@{domain}>` once its
 * sending domain is verified, else the product's address with the agency's name. The name is a
 * quoted string (quotes and backslashes escaped); without a name the address stands alone (or the
 * product's own sender, before verification).
 */
export function agencyFrom(agency: AgencySenderFields, productFrom: string): string {
  const verified = agency.resendEmailDomainStatus === "verified" && agency.resendEmailDomain;
  const address = verified ? `no-reply@${agency.resendEmailDomain}` : senderAddress(productFrom);
  const name = displayName(agency.name);
  if (!name) return verified ? address : productFrom;
  return `"${name.replace(/["\\]/g, (character) => `\\${character}`)}" <${address}>`;
}

/** The footer of an agency's e-mails: its name and postal address (as HTML and as text). */
export function agencyMailFooter(agency: Pick<AgencySenderFields, "name" | "address">): { html: string; text: string } {
  const lines = [agency.name, ...agency.address.split(/\r?\n/)].map((line) => line.trim()).filter(Boolean);
  const html = `<div style="margin-top:24px;padding-top:12px;border-top:1px solid #e4e4e7;font-size:12px;line-height:18px;color:#71717a;">${lines.map(escapeHtml).join("<br>")}</div>`;
  return { html, text: lines.length ? `\n\n--\n${lines.join("\n")}` : "" };
}

/** The footer put into a message's HTML: before `</body>` when it has one, else at the end. */
export function withFooterHtml(html: string, footer: string): string {
  const end = html.search(/<\/body>/i);
  return end === -1 ? `${html}${footer}` : `${html.slice(0, end)}${footer}${html.slice(end)}`;
}
