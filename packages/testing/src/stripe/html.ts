/** Text made safe for HTML (element content and quoted attributes). */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** An amount in minor units, formatted like Stripe's hosted pages (€42.29). */
export function money(amount: number, currency: string): string {
  return new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(amount / 100);
}

/** A minimal hosted page of the stand-in. */
export function hostedPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem}td{padding:.25rem 1rem .25rem 0}label{display:block;margin:.5rem 0}.error{color:#b00020}</style>
</head><body>
${body}
</body></html>`;
}
