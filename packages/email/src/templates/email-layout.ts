import { escapeHtml } from "./escape-html";

/**
 * The HTML page around an account e-mail: the brand on a white card. `rows` are table rows
 * (`<tr>...</tr>`) whose text the caller has already escaped.
 */
export function emailLayout({
  subject,
  brandName,
  rows,
}: {
  subject: string;
  brandName: string;
  rows: string;
}): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${e(subject)}</title></head>
<body style="margin:0;padding:0;background:#f4f4f5;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#18181b;">
  <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f4f5;padding:32px 16px;">
    <tr><td align="center">
      <table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:480px;background:#ffffff;border-radius:12px;padding:32px;">
        <tr><td style="font-size:18px;font-weight:600;padding-bottom:16px;">${e(brandName)}</td></tr>
${rows}
      </table>
    </td></tr>
  </table>
</body>
</html>`;
}
