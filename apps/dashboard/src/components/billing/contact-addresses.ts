/**
 * The support and sales addresses shown on the billing page, at the domain the product sends its
 * e-mail from ("Parlo <no-reply@parlo.dev>" -> support@parlo.dev, sales@parlo.dev).
 */
export function contactAddresses(emailFrom: string): { support: string; sales: string } {
  const domain = /@([^\s>]+)>?\s*$/.exec(emailFrom.trim())?.[1] ?? "localhost";
  return { support: `support@${domain}`, sales: `sales@${domain}` };
}
