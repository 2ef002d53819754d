import nodemailer from "nodemailer";
import type { OutgoingMail, SendResult } from "./mailer-types";

/** Returns a function sending mail through nodemailer's SMTP transport (`smtp://user:pass@host:port`, `smtps://` for TLS). */
export function createSmtpSender(smtpUrl: string): (mail: OutgoingMail) => Promise<SendResult> {
  const transporter = nodemailer.createTransport(smtpUrl);
  return async (mail) => {
    const info = await transporter.sendMail({
      from: mail.from,
      to: mail.to,
      subject: mail.subject,
      html: mail.html,
      ...(mail.text === undefined ? {} : { text: mail.text }),
      ...(mail.replyTo === undefined ? {} : { replyTo: mail.replyTo }),
    });
    return { id: info.messageId };
  };
}
