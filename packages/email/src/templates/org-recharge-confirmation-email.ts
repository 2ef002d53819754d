import { emailLayout } from "./email-layout";
import { escapeHtml } from "./escape-html";
import type { RenderedEmail } from "./rendered-email";

/**
 * An org's automatic recharge that the card's bank wants confirmed: the amount, the credits and a
 * button to the agency's payment page (a Stripe Checkout on its account). It names the agency
 * only, never the product.
 */
export function orgRechargeConfirmationEmail(options: {
  agencyName: string;
  orgName: string;
  /** the charge as shown ("$5.00") */
  amount: string;
  credits: number;
  url: string;
}): RenderedEmail {
  const e = escapeHtml;
  const subject = "Please confirm your automatic credit recharge";
  const credits = options.credits.toLocaleString("en-US");
  const body =
    `${options.orgName} is running low on credits, so an automatic recharge of ${options.amount} ` +
    `(${credits} credits) was started. Your bank asks you to confirm this payment: open the link ` +
    "below to pay it (it works for 24 hours). Your agents keep answering while credits last.";
  const text = [subject, "", body, "", `Pay: ${options.url}`].join("\n");
  const html = emailLayout({
    subject,
    brandName: options.agencyName.trim(),
    rows: `        <tr><td style="font-size:16px;font-weight:600;padding-bottom:8px;">${e(subject)}</td></tr>
        <tr><td style="font-size:15px;line-height:1.5;color:#3f3f46;padding-bottom:24px;">${e(body)}</td></tr>
        <tr><td><a href="${e(options.url)}" style="display:inline-block;background:#18181b;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600;">Confirm payment</a></td></tr>`,
  });
  return { subject, html, text };
}
