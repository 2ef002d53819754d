import { escapeHtml, type RenderedEmail } from "@parlo/email";

/**
 * The e-mail every workspace e-mail gets when an event could not be delivered (workspace-billing.md
 * section 4: "the event failed to send", with the endpoint and the status text). Kept next to the
 * service: it is the only place that sends it.
 */
export function eventFailureEmail(options: {
  brandName: string;
  eventType: string;
  endpoint: string;
  status: number;
  statusText: string;
  attempts: number;
  settingsUrl: string;
}): RenderedEmail {
  const answer = `${options.status}${options.statusText ? ` ${options.statusText}` : ""}`;
  const subject = `${options.brandName}: the event ${options.eventType} failed to send`;
  const tries = options.attempts === 1 ? "1 attempt" : `${options.attempts} attempts`;
  const text = [
    `The event ${options.eventType} failed to send to your event endpoint.`,
    "",
    `Endpoint: ${options.endpoint}`,
    `Status: ${answer}`,
    `Attempts: ${tries}`,
    "",
    `Check the endpoint in your workspace settings: ${options.settingsUrl}`,
  ].join("\n");
  const row = (label: string, value: string) =>
    `<tr><td style="padding:4px 12px 4px 0;color:#6b6a76;font-size:14px;vertical-align:top">${label}</td><td style="padding:4px 0;font-size:14px;word-break:break-all">${escapeHtml(value)}</td></tr>`;
  const html = `<!doctype html><html><body style="margin:0;padding:24px;background:#f6f6f9;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1c1b22">
<table role="presentation" width="100%" style="max-width:520px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="margin:0 0 8px;font-size:14px;color:#6b6a76">${escapeHtml(options.brandName)}</p>
<h1 style="margin:0 0 16px;font-size:20px">An event failed to send</h1>
<p style="margin:0 0 16px;font-size:15px;line-height:1.5">The event <strong>${escapeHtml(options.eventType)}</strong> failed to send to your event endpoint.</p>
<table role="presentation" style="margin:0 0 24px;border-collapse:collapse">
${row("Endpoint", options.endpoint)}
${row("Status", answer)}
${row("Attempts", tries)}
</table>
<p style="margin:0 0 8px"><a href="${escapeHtml(options.settingsUrl)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">Check the event settings</a></p>
</td></tr></table></body></html>`;
  return { subject, html, text };
}
