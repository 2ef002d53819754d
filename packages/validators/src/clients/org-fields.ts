/** An org (organisation of an agency's clients) as the Clients page edits it (section 3 "Org", section 5). */
import { z } from "zod";
import { zAgencyImageUrl } from "../agency/agency-fields";
import { zLanguageCode } from "../agent-settings";
import { zAgentId } from "../workspace";
import { zDashboardLayout } from "./agency-client-settings";
import { CLIENT_MESSAGES } from "./client-messages";
import { zClientPageList } from "./client-pages";

export const DEFAULT_ORG_NAME = "New Organization";

export const ORG_LIMITS = {
  nameMax: 80,
  maxTags: 50,
  tagMax: 40,
  disableClientAccessMessageMax: 1024,
  maxAgents: 500,
} as const;

/** An org's id as a procedure takes it: missing or empty is the spec's "Organization ID is missing" refusal. */
export const zOrgId = z
  .string({ error: CLIENT_MESSAGES.orgIdMissing })
  .trim()
  .min(1, CLIENT_MESSAGES.orgIdMissing)
  .max(20, CLIENT_MESSAGES.orgNotFound)
  .regex(/^[A-Za-z0-9]*$/, CLIENT_MESSAGES.orgNotFound);

export const zOrgName = z
  .string({ error: CLIENT_MESSAGES.orgNameRequired })
  .trim()
  .min(1, CLIENT_MESSAGES.orgNameRequired)
  .max(ORG_LIMITS.nameMax, `The name can be at most ${ORG_LIMITS.nameMax} characters.`);

/** The org's picture: "" or an uploaded image (/uploads/...) or an http(s) image, as agency logos. */
export const zOrgPhotoUrl = zAgencyImageUrl;

/** Predefined tags: at most 50, each 1 to 40 characters (trimmed), none twice (compared case-insensitively). */
export const zPredefinedTags = z
  .array(z.string().trim().min(1, CLIENT_MESSAGES.tagRequired).max(ORG_LIMITS.tagMax, CLIENT_MESSAGES.tagTooLong))
  .max(ORG_LIMITS.maxTags, CLIENT_MESSAGES.tooManyTags)
  .superRefine((tags, ctx) => {
    const seen = new Set<string>();
    tags.forEach((tag, index) => {
      const key = tag.toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: "custom", path: [index], message: CLIENT_MESSAGES.duplicateTag });
      seen.add(key);
    });
  });

/** The org's agents (the clients' agents): agent ids, each once. The server checks they are the workspace's. */
export const zOrgAgentIds = z
  .array(zAgentId)
  .max(ORG_LIMITS.maxAgents)
  .transform((ids) => ids.filter((id, index) => ids.indexOf(id) === index));

/** The org's own settings (handoff, canned responses, client access switch). */
export const ZOrgSettings = z.object({
  smartHandoff: z.boolean(),
  disableHandoffMessages: z.boolean(),
  enableCannedResponses: z.boolean(),
  /** off blocks every client of the org, with the message below */
  disableClientAccess: z.boolean(),
  disableClientAccessMessage: z
    .string()
    .trim()
    .max(ORG_LIMITS.disableClientAccessMessageMax, CLIENT_MESSAGES.clientAccessMessageTooLong),
});
export type TOrgSettings = z.infer<typeof ZOrgSettings>;

export function defaultOrgSettings(): TOrgSettings {
  return {
    smartHandoff: false,
    disableHandoffMessages: false,
    enableCannedResponses: false,
    disableClientAccess: false,
    disableClientAccessMessage: "",
  };
}

/** An org's stored `settings` JSON, complete: missing or unreadable fields take their defaults. */
export function readOrgSettings(stored: unknown): TOrgSettings {
  const d = defaultOrgSettings();
  return z
    .object({
      smartHandoff: z.boolean().catch(d.smartHandoff),
      disableHandoffMessages: z.boolean().catch(d.disableHandoffMessages),
      enableCannedResponses: z.boolean().catch(d.enableCannedResponses),
      disableClientAccess: z.boolean().catch(d.disableClientAccess),
      disableClientAccessMessage: z
        .string()
        .max(ORG_LIMITS.disableClientAccessMessageMax)
        .catch(d.disableClientAccessMessage),
    })
    .catch(d)
    .parse(stored);
}

/** The org editor's fields (every field; updates send the ones they change). */
export const ZOrgForm = z.object({
  name: zOrgName,
  squarePhotoURL: zOrgPhotoUrl,
  widgetIDs: zOrgAgentIds,
  defaultClientAccess: zClientPageList,
  defaultClientTabOrder: zClientPageList,
  dashboardLayout: zDashboardLayout,
  preferredLanguage: zLanguageCode,
  predefinedTags: zPredefinedTags,
  /** Allow Only Predefined Tags */
  disallowAnyTags: z.boolean(),
  disableHandoff: z.boolean(),
  /** Enable Billing: the client dashboard's billing */
  allowBilling: z.boolean(),
  settings: ZOrgSettings,
});
export type TOrgForm = z.infer<typeof ZOrgForm>;
export type TOrgFormInput = z.input<typeof ZOrgForm>;

/** The fields of an org update: each optional; `settings` fields are merged into the stored ones. */
export const ZOrgChanges = ZOrgForm.omit({ settings: true })
  .partial()
  .extend({ settings: ZOrgSettings.partial().optional() });
export type TOrgChanges = z.infer<typeof ZOrgChanges>;
