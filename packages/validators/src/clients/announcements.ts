/**
 * The agency's announcements: a notification it sends to the clients it chooses (their bells, and
 * their e-mail or push as each client's settings say).
 */
import { z } from "zod";
import { ZWorkspaceScopeInput } from "../workspace";

export const ANNOUNCEMENT_LIMITS = { titleMax: 120, bodyMax: 500, clientsMax: 500 } as const;

export const ANNOUNCEMENT_MESSAGES = {
  sent: "Announcement sent",
  failed: "Failed to send the announcement. Please try again.",
  titleRequired: "Please enter a title.",
  titleTooLong: `Please keep the title under ${ANNOUNCEMENT_LIMITS.titleMax} characters.`,
  bodyTooLong: `Please keep the message under ${ANNOUNCEMENT_LIMITS.bodyMax} characters.`,
  noClients: "Choose at least one client.",
  unknownClients: "Some of the chosen clients no longer exist. Reload and try again.",
} as const;

export const ZAnnouncement = z.object({
  title: z
    .string()
    .trim()
    .min(1, ANNOUNCEMENT_MESSAGES.titleRequired)
    .max(ANNOUNCEMENT_LIMITS.titleMax, ANNOUNCEMENT_MESSAGES.titleTooLong),
  body: z.string().trim().max(ANNOUNCEMENT_LIMITS.bodyMax, ANNOUNCEMENT_MESSAGES.bodyTooLong),
  clientIds: z
    .array(z.string().min(1).max(40))
    .min(1, ANNOUNCEMENT_MESSAGES.noClients)
    .max(ANNOUNCEMENT_LIMITS.clientsMax),
});
export type TAnnouncement = z.infer<typeof ZAnnouncement>;

/** `clients.announce`: the announcement and the clients it goes to. */
export const ZAnnounceInput = ZWorkspaceScopeInput.extend(ZAnnouncement.shape);
export type TAnnounceInput = z.input<typeof ZAnnounceInput>;
export const ZAnnounceOutput = z.object({ sent: z.number().int() });
export type TAnnounceOutput = z.infer<typeof ZAnnounceOutput>;
