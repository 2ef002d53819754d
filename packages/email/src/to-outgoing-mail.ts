import type { MailMessage, OutgoingMail } from "./mailer-types";

/** Normalises a message: default sender, recipients as a non-empty list. */
export function toOutgoingMail(message: MailMessage, defaultFrom: string): OutgoingMail {
  const to = (Array.isArray(message.to) ? message.to : [message.to]).map((address) => address.trim()).filter(Boolean);
  if (to.length === 0) throw new Error("E-mail needs at least one recipient");
  return {
    from: message.from ?? defaultFrom,
    to,
    subject: message.subject,
    html: message.html,
    text: message.text,
    replyTo: message.replyTo,
  };
}
