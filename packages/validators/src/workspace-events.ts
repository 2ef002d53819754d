/**
 * Workspace event forwarding (workspace-billing.md sections 4, 7 and 8).
 *
 * Decisions: the settings live in the workspace's `internal` JSON as
 * `internal.eventSettings = { endpoint, subscribedEvents }`; the endpoint is an https URL (http only
 * for hosts on the server's SSRF_ALLOWED_HOSTS, which the server checks) or "" for none. An event is
 * POSTed as `{ type, payload: { ...payload, createdAt } }` (no credential in it) and signed the
 * Standard Webhooks way (https://www.standardwebhooks.com/): `webhook-id` (the event's id, the same
 * on every retry), `webhook-timestamp` (unix seconds of the attempt) and `webhook-signature`
 * (`v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, keyed with the base64-decoded part of the
 * workspace's event signing secret after `whsec_`). The signing secret is its own credential, never
 * the workspace secret: only the owner sees and regenerates it. The same file holds the input of
 * POST /api/v2/workspace/{workspaceId}/logs.
 */
import { z } from "zod";
import { isHttpUrl } from "./knowledge-procedures";
import { containsNul, INPUT_MESSAGES, refuseNul } from "./nul-text";
import { zRegion } from "./region";
import { ZWorkspaceScopeInput } from "./workspace";

/** The event types a workspace can subscribe to, in the order the settings card lists them. */
export const WORKSPACE_EVENT_TYPES = [
  "conversation.started",
  "lead.created",
  "handoff.requested",
  "subscription.updated",
  "invoice.paid",
  "payment.failed",
  "credits.recharged",
  "agency.subdomain.created",
] as const;
export type TWorkspaceEventType = (typeof WORKSPACE_EVENT_TYPES)[number];

/** The names the settings card shows. */
export const WORKSPACE_EVENT_LABELS: Record<TWorkspaceEventType, string> = {
  "conversation.started": "Conversation started",
  "lead.created": "Lead captured",
  "handoff.requested": "Human handoff requested",
  "subscription.updated": "Subscription updated",
  "invoice.paid": "Invoice paid",
  "payment.failed": "Payment failed",
  "credits.recharged": "Credits recharged",
  "agency.subdomain.created": "Agency sub-domain created",
};

/** The type of the event "Send test event" sends (whatever the subscriptions). */
export const WORKSPACE_TEST_EVENT_TYPE = "test";

/** The Standard Webhooks headers of every forwarded event (lower case, as HTTP/2 and Node give them). */
export const WORKSPACE_EVENT_HEADERS = {
  /** the event's id: unique per event, the same on every retry of it (receivers drop duplicates by it) */
  id: "webhook-id",
  /** when this attempt was signed, in unix seconds (receivers refuse old ones) */
  timestamp: "webhook-timestamp",
  /** `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">` (space-separated when there are several) */
  signature: "webhook-signature",
} as const;

/** How an event signing secret starts (the rest is the base64 of 32 random bytes). */
export const EVENT_SIGNING_SECRET_PREFIX = "whsec_";

/** An event signing secret: `whsec_` + base64 of 32 bytes (44 characters). */
export const zEventSigningSecret = z.string().regex(/^whsec_[A-Za-z0-9+/]{43}=$/, "Not an event signing secret");

export const WORKSPACE_EVENT_MESSAGES = {
  invalidUrl: "Please enter a valid URL",
  httpsRequired: "The endpoint must start with https://",
  unknownType: "Unknown event type",
  saved: "Event settings saved",
  saveFailed: "Failed to save event settings",
  noEndpoint: "Add an event endpoint and save it before sending a test event.",
  testFailed: "Failed to send the test event",
  workspaceNotProvided: "Workspace not provided",
} as const;

export const isWorkspaceEventType = (value: string): value is TWorkspaceEventType =>
  WORKSPACE_EVENT_TYPES.some((type) => type === value);

export const zWorkspaceEventType = z.enum(WORKSPACE_EVENT_TYPES, { error: WORKSPACE_EVENT_MESSAGES.unknownType });

/** The endpoint as typed: "" (forwarding off) or an http(s) URL. */
export const zWorkspaceEventEndpoint = z
  .string()
  .trim()
  .max(2048, WORKSPACE_EVENT_MESSAGES.invalidUrl)
  .refine((value) => value === "" || isHttpUrl(value), WORKSPACE_EVENT_MESSAGES.invalidUrl);

/** `internal.eventSettings` of a workspace. */
export const ZWorkspaceEventSettings = z.object({
  endpoint: z.string(),
  subscribedEvents: z.array(zWorkspaceEventType),
});
export type TWorkspaceEventSettings = z.infer<typeof ZWorkspaceEventSettings>;

const ZStoredEventSettings = z.object({
  eventSettings: z
    .object({
      endpoint: z.string().catch(""),
      subscribedEvents: z.array(z.string()).catch([]),
    })
    .catch({ endpoint: "", subscribedEvents: [] }),
});

/** The event settings kept in a workspace's `internal` JSON (none, or anything unreadable: forwarding off). */
export function readWorkspaceEventSettings(internal: unknown): TWorkspaceEventSettings {
  const parsed = ZStoredEventSettings.safeParse(internal);
  if (!parsed.success) return { endpoint: "", subscribedEvents: [] };
  const { endpoint, subscribedEvents } = parsed.data.eventSettings;
  return {
    endpoint: isHttpUrl(endpoint) ? endpoint : "",
    subscribedEvents: WORKSPACE_EVENT_TYPES.filter((type) => subscribedEvents.includes(type)),
  };
}

export const ZGetWorkspaceEventSettingsInput = ZWorkspaceScopeInput;

export const ZUpdateWorkspaceEventSettingsInput = ZWorkspaceScopeInput.extend({
  endpoint: zWorkspaceEventEndpoint,
  subscribedEvents: z
    .array(zWorkspaceEventType)
    .max(WORKSPACE_EVENT_TYPES.length * 2)
    // stored once each, in the list's order
    .transform((types) => WORKSPACE_EVENT_TYPES.filter((type) => types.includes(type))),
});
export type TUpdateWorkspaceEventSettingsInput = z.infer<typeof ZUpdateWorkspaceEventSettingsInput>;

export const ZWorkspaceEventSettingsOutput = ZWorkspaceEventSettings.extend({
  types: z.array(z.object({ type: zWorkspaceEventType, label: z.string() })),
});
export type TWorkspaceEventSettingsOutput = z.infer<typeof ZWorkspaceEventSettingsOutput>;

export const ZSendWorkspaceTestEventInput = ZWorkspaceScopeInput;

export const ZGetWorkspaceEventSigningSecretInput = ZWorkspaceScopeInput;
export const ZRegenerateWorkspaceEventSigningSecretInput = ZWorkspaceScopeInput;

/** The workspace's event signing secret (owner only; made on first use). */
export const ZWorkspaceEventSigningSecretOutput = z.object({ signingSecret: zEventSigningSecret });
export type TWorkspaceEventSigningSecretOutput = z.infer<typeof ZWorkspaceEventSigningSecretOutput>;

/** The endpoint's answer to a test event (status 0 when it could not be reached; statusText then says why). */
export const ZSendWorkspaceTestEventOutput = z.object({
  ok: z.boolean(),
  status: z.number().int(),
  statusText: z.string(),
});
export type TSendWorkspaceTestEventOutput = z.infer<typeof ZSendWorkspaceTestEventOutput>;

/** The types of a workspace log entry. */
export const WORKSPACE_LOG_TYPES = ["info", "success", "warning", "error"] as const;

/** metadata of a log entry sent to the API: a JSON object of at most 16 KB. */
const zLogMetadata = z
  .record(z.string(), z.json())
  .refine((value) => JSON.stringify(value).length <= 16_384, "metadata must be at most 16 KB of JSON")
  .refine((value) => !containsNul(value), INPUT_MESSAGES.nulCharacter);

/** The body of POST /api/v2/workspace/{workspaceId}/logs (the spec's POST {base}/workspace/{userId}/logs). */
export const ZPostWorkspaceLogInput = z.object({
  /** the user who acted, when one did */
  userId: z
    .string()
    .regex(/^[A-Za-z0-9]{1,15}$/, "userId must be a user id")
    .nullish(),
  agentId: z
    .string()
    .regex(/^[A-Za-z0-9]{16}$/, "agentId must be an agent id")
    .nullish(),
  type: z.enum(WORKSPACE_LOG_TYPES, { error: `type must be one of ${WORKSPACE_LOG_TYPES.join(", ")}` }),
  content: refuseNul(
    z.string().trim().min(1, "content is required").max(10_000, "content must be at most 10000 characters"),
  ),
  channel: z
    .string()
    .trim()
    .min(1)
    .max(30, "channel must be at most 30 characters")
    .regex(/^[a-z0-9_-]+$/i, "channel must be a word such as web, api or whatsapp")
    .default("web"),
  metadata: zLogMetadata.default({}),
  withEmail: z.boolean().default(false),
  region: zRegion.optional(),
});
export type TPostWorkspaceLogInput = z.infer<typeof ZPostWorkspaceLogInput>;
