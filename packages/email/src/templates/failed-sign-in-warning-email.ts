import { emailLayout } from "./email-layout";
import { escapeHtml } from "./escape-html";
import type { RenderedEmail } from "./rendered-email";

export interface FailedSignInWarningEmailInput {
  brandName: string;
  /** wrong codes entered for the account in the current window */
  failedAttempts: number;
  /** the window the attempts were counted in, in hours */
  windowHours: number;
  /** after this many wrong codes, signing in is paused until the window ends */
  lockAfter: number;
}

/**
 * Warns an account's owner that wrong sign-in codes were entered for their address. It never holds
 * a code (nor anything else that would help whoever is trying). All interpolated text is HTML-escaped.
 */
export function failedSignInWarningEmail(input: FailedSignInWarningEmailInput): RenderedEmail {
  const { brandName, failedAttempts, windowHours, lockAfter } = input;
  const subject = "Someone is trying to sign in to your account";
  const attempts = `${failedAttempts} wrong sign-in code${failedAttempts === 1 ? " was" : "s were"}`;
  const lines = [
    `${attempts} entered for your ${brandName} account in the last ${windowHours} hours.`,
    "No code was shared: sign-in codes are only ever sent to this address, so nobody else has one.",
    `After ${lockAfter} wrong codes, signing in to this account is paused for the rest of the day.`,
    "If it was you, you can ignore this e-mail.",
  ];
  const text = lines.join("\n\n");
  const e = escapeHtml;
  const html = emailLayout({
    subject,
    brandName,
    rows: [
      `        <tr><td style="font-size:16px;font-weight:600;padding-bottom:16px;">${e(subject)}</td></tr>`,
      ...lines.map(
        (line) => `        <tr><td style="font-size:15px;line-height:1.5;padding-bottom:16px;">${e(line)}</td></tr>`,
      ),
    ].join("\n"),
  });
  return { subject, html, text };
}
