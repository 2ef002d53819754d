import { escapeHtml } from "./escape-html";
import type { RenderedEmail } from "./rendered-email";

/** Tells the workspace that a visitor asked an agent for a person, with a link to the chat. */
export function handoffRequestEmail(options: {
  brandName: string;
  agentTitle: string;
  lastMessage: string;
  chatUrl: string;
}): RenderedEmail {
  const subject = `A visitor asked ${options.agentTitle} for a person`;
  const quote = options.lastMessage.slice(0, 300);
  const text = [
    `A visitor chatting with ${options.agentTitle} asked to talk to a person.`,
    ...(quote ? ["", `Their last message: "${quote}"`] : []),
    "",
    `Open the chat to take over: ${options.chatUrl}`,
  ].join("\n");
  const html = `<!doctype html><html><body style="margin:0;padding:24px;background:#f6f6f9;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1c1b22">
<table role="presentation" width="100%" style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="margin:0 0 8px;font-size:14px;color:#6b6a76">${escapeHtml(options.brandName)}</p>
<h1 style="margin:0 0 16px;font-size:20px">A visitor wants to talk to a person</h1>
<p style="margin:0 0 16px;font-size:15px;line-height:1.5">Someone chatting with <strong>${escapeHtml(options.agentTitle)}</strong> asked for a person from your team.</p>
${quote ? `<p style="margin:0 0 24px;font-size:15px;line-height:1.5;color:#44434d">&ldquo;${escapeHtml(quote)}&rdquo;</p>` : ""}
<p style="margin:0 0 8px"><a href="${escapeHtml(options.chatUrl)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">Open the chat</a></p>
</td></tr></table></body></html>`;
  return { subject, html, text };
}
