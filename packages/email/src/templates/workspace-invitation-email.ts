import { escapeHtml } from "./escape-html";
import type { RenderedEmail } from "./rendered-email";

/** The e-mail that invites someone to a workspace, with the join link. */
export function workspaceInvitationEmail(options: {
  brandName: string;
  workspaceName: string;
  invitedByEmail: string;
  inviteUrl: string;
  expiresInDays: number;
}): RenderedEmail {
  const workspace = options.workspaceName || "a workspace";
  const subject = `${options.invitedByEmail} invited you to ${workspace} on ${options.brandName}`;
  const text = [
    `${options.invitedByEmail} invited you to join ${workspace} on ${options.brandName}.`,
    "",
    `Accept the invitation: ${options.inviteUrl}`,
    "",
    `The link works for ${options.expiresInDays} days. If you did not expect this e-mail, you can ignore it.`,
  ].join("\n");
  const html = `<!doctype html><html><body style="margin:0;padding:24px;background:#f6f6f9;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#1c1b22">
<table role="presentation" width="100%" style="max-width:480px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="margin:0 0 8px;font-size:14px;color:#6b6a76">${escapeHtml(options.brandName)}</p>
<h1 style="margin:0 0 16px;font-size:20px">Join ${escapeHtml(workspace)}</h1>
<p style="margin:0 0 24px;font-size:15px;line-height:1.5">${escapeHtml(options.invitedByEmail)} invited you to work with them in <strong>${escapeHtml(workspace)}</strong>.</p>
<p style="margin:0 0 24px"><a href="${escapeHtml(options.inviteUrl)}" style="display:inline-block;background:#4f46e5;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">Accept invitation</a></p>
<p style="margin:0;font-size:13px;color:#6b6a76">The link works for ${options.expiresInDays} days. If you did not expect this e-mail, you can ignore it.</p>
</td></tr></table></body></html>`;
  return { subject, html, text };
}
