/** A client (a person signing in to the agency's portal) as the Clients page edits it (section 3 "Client", section 5). */
import { z } from "zod";
import { AGENCY_LIMITS } from "../agency/agency-constants";
import { zAgencyImageUrl } from "../agency/agency-fields";
import { zLanguageCode } from "../agent-settings";
import { CLIENT_MESSAGES } from "./client-messages";
import { zClientPageList } from "./client-pages";

export const CLIENT_LIMITS = {
  nameMax: 80,
  emailMax: 254,
  passwordMax: 128,
} as const;

/** Notify through: the options of the notification settings, in order, with their labels (section 2). */
export const NOTIFY_THROUGH_OPTIONS = ["email", "push", "all", "none"] as const;
export type TNotifyThrough = (typeof NOTIFY_THROUGH_OPTIONS)[number];
export const NOTIFY_THROUGH_LABELS: Record<TNotifyThrough, string> = {
  email: "Email",
  push: "Push Notifications",
  all: "All Channels",
  none: "None",
};

/** Notify if: all messages, requests only (the default), none; with the notification levels of section 9. */
export const NOTIFY_IF_OPTIONS = ["all", "requestsOnly", "none"] as const;
export type TNotifyIf = (typeof NOTIFY_IF_OPTIONS)[number];
export const NOTIFY_IF_LABELS: Record<TNotifyIf, string> = {
  all: "All Messages",
  requestsOnly: "Requests Only",
  none: "None",
};
export const NOTIFY_IF_LEVELS: Record<TNotifyIf, number> = { all: 1, requestsOnly: 2, none: 0 };

export const ZNotificationsSettings = z.object({
  notifyThrough: z.enum(NOTIFY_THROUGH_OPTIONS),
  notifyIf: z.enum(NOTIFY_IF_OPTIONS),
});
export type TNotificationsSettings = z.infer<typeof ZNotificationsSettings>;

/** A new client's notification settings: by e-mail (the spec names no default), requests only. */
export const defaultNotificationsSettings = (): TNotificationsSettings => ({
  notifyThrough: "email",
  notifyIf: "requestsOnly",
});

/** A client's stored `notificationsSettings` JSON, complete (missing or unknown values: the defaults). */
export function readNotificationsSettings(stored: unknown): TNotificationsSettings {
  const d = defaultNotificationsSettings();
  return z
    .object({
      notifyThrough: z.enum(NOTIFY_THROUGH_OPTIONS).catch(d.notifyThrough),
      notifyIf: z.enum(NOTIFY_IF_OPTIONS).catch(d.notifyIf),
    })
    .catch(d)
    .parse(stored);
}

/** A client's id as a procedure takes it. */
export const zClientId = z
  .string({ error: CLIENT_MESSAGES.clientNotFound })
  .trim()
  .regex(/^[A-Za-z0-9]{1,20}$/, CLIENT_MESSAGES.clientNotFound);

/** Required: "Please fill out all fields." when missing or blank. */
export const zClientName = z
  .string({ error: CLIENT_MESSAGES.fillAllFields })
  .trim()
  .min(1, CLIENT_MESSAGES.fillAllFields)
  .max(CLIENT_LIMITS.nameMax, `The name can be at most ${CLIENT_LIMITS.nameMax} characters.`);

/** Required, trimmed and lower-cased (sign-in compares addresses that way). */
export const zClientEmail = z
  .string({ error: CLIENT_MESSAGES.fillAllFields })
  .trim()
  .toLowerCase()
  .min(1, CLIENT_MESSAGES.fillAllFields)
  .max(CLIENT_LIMITS.emailMax, CLIENT_MESSAGES.invalidEmail)
  .regex(/^$|^[^\s@]+@[^\s@]+\.[^\s@]+$/, CLIENT_MESSAGES.invalidEmail);

/**
 * A typed dashboard password, kept as typed (not trimmed). Optional where it is used: left out or
 * empty, a new client gets a generated one (15 characters) and an update keeps the current one.
 */
export const zClientPassword = z.string().max(CLIENT_LIMITS.passwordMax, CLIENT_MESSAGES.passwordTooLong);

/** A password the form requires ("Please fill out all fields." when missing or blank). */
export const zRequiredClientPassword = z
  .string({ error: CLIENT_MESSAGES.fillAllFields })
  .max(CLIENT_LIMITS.passwordMax, CLIENT_MESSAGES.passwordTooLong)
  .refine((value) => value.trim() !== "", CLIENT_MESSAGES.fillAllFields);

/**
 * The agency custom tabs a client may open besides the always-visible ones: their hrefs, each once
 * (a tab the agency removes or renames later is no longer offered).
 */
export const zCustomTabAccess = z
  .array(
    z
      .string()
      .trim()
      .max(AGENCY_LIMITS.tabHrefMax)
      .regex(/^(\/[A-Za-z0-9_-]+)+$/, "Unknown custom tab."),
  )
  .max(AGENCY_LIMITS.maxCustomTabs)
  .transform((hrefs) => hrefs.filter((href, index) => hrefs.indexOf(href) === index));

/** The client editor's fields, but the password (which has its own rules per call). */
export const ZClientForm = z.object({
  name: zClientName,
  email: zClientEmail,
  squarePhotoURL: zAgencyImageUrl,
  /** the pages the client may open (keys, see CLIENT_PAGE_KEYS) */
  canAccess: zClientPageList,
  customTabAccess: zCustomTabAccess,
  clientTabOrder: zClientPageList,
  notificationsSettings: ZNotificationsSettings,
  preferredLanguage: zLanguageCode,
  isOrgAdmin: z.boolean(),
  allowCreateAgents: z.boolean(),
  canDelegateChats: z.boolean(),
  hideAdvancedSettings: z.boolean(),
});
export type TClientForm = z.infer<typeof ZClientForm>;
export type TClientFormInput = z.input<typeof ZClientForm>;

/** The client editor's fields with the password the spec's save requires. */
export const ZClientFormWithPassword = ZClientForm.extend({ password: zRequiredClientPassword });

/** Whether a client whose settings say `notifyThrough` gets its notifications by e-mail. */
export function takesEmail(notifyThrough: TNotifyThrough): boolean {
  return notifyThrough === "email" || notifyThrough === "all";
}
