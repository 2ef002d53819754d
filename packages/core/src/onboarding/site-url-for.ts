/**
 * The web address of a company's website as typed (a full URL, or a bare domain such as
 * "acme.com" or "acme.com/shop"): a typed http(s) URL as given, a bare domain as https.
 */
export function siteUrlFor(website: string): string {
  const typed = website.trim();
  return /^https?:\/\//i.test(typed) ? typed : `https://${typed.replace(/^\/+/, "")}`;
}
