import { z } from "zod";

/** Configuration for sending through an SMTP server (`smtp://` or `smtps://` URL, credentials in the URL). */
export const smtpMailerConfigSchema = z.object({
  transport: z.literal("smtp"),
  smtpUrl: z
    .string()
    .refine((value) => /^smtps?:\/\/[^/]+/.test(value), { message: "smtpUrl must start with smtp:// or smtps://" }),
  from: z.string().min(1),
});

/** Configuration for sending through a Resend-compatible HTTP API. */
export const apiMailerConfigSchema = z.object({
  transport: z.literal("api"),
  apiUrl: z.url({ protocol: /^https?$/ }),
  apiKey: z.string().min(1),
  from: z.string().min(1),
});

export const mailerConfigSchema = z.discriminatedUnion("transport", [smtpMailerConfigSchema, apiMailerConfigSchema]);

export type SmtpMailerConfig = z.infer<typeof smtpMailerConfigSchema>;
export type ApiMailerConfig = z.infer<typeof apiMailerConfigSchema>;
export type MailerConfig = z.infer<typeof mailerConfigSchema>;

export interface MailMessage {
  to: string | string[];
  subject: string;
  html: string;
  text?: string;
  /** Overrides the configured sender. */
  from?: string;
  /** Where replies go (e.g. the client who sent feedback), when not the sender. */
  replyTo?: string;
}

export interface SendResult {
  /** Provider message id (SMTP Message-ID or the API's `id`). */
  id: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<SendResult>;
}

/** A message with defaults applied, handed to a transport. */
export interface OutgoingMail {
  from: string;
  to: string[];
  subject: string;
  html: string;
  text: string | undefined;
  replyTo: string | undefined;
}
