/** Inputs and outputs of the `clients` router and of `agency.clientSettings` / `agency.saveClientSettings`. */
import { z } from "zod";
import { ZWorkspaceScopeInput } from "../workspace";
import { ZAgencyClientSettings, zDashboardLayout } from "./agency-client-settings";
import {
  ZClientForm,
  zClientEmail,
  zClientId,
  zClientName,
  zClientPassword,
  ZNotificationsSettings,
} from "./client-fields";
import { CLIENT_PAGE_KEYS } from "./client-pages";
import { ZOrgChanges, zOrgAgentIds, zOrgId, ZOrgSettings } from "./org-fields";

const zPageKeys = z.array(z.enum(CLIENT_PAGE_KEYS));

/** A client as the owner's Clients page reads it: never a password or its hash. */
export const ZClientSummary = z.object({
  id: z.string(),
  orgId: z.string(),
  name: z.string(),
  email: z.string(),
  squarePhotoURL: z.string(),
  canAccess: zPageKeys,
  customTabAccess: z.array(z.string()),
  clientTabOrder: zPageKeys,
  notificationsSettings: ZNotificationsSettings,
  preferredLanguage: z.string(),
  isOrgAdmin: z.boolean(),
  isAdmin: z.boolean(),
  allowCreateAgents: z.boolean(),
  canDelegateChats: z.boolean(),
  hideAdvancedSettings: z.boolean(),
  /** "online" or "offline" (offline on creation) */
  status: z.string(),
  isNewSignup: z.boolean(),
  onboardingCompleted: z.boolean(),
  createdAt: z.date(),
});
export type TClientSummary = z.infer<typeof ZClientSummary>;

/** An org with its clients and how many of its agents exist in the workspace. */
export const ZOrgSummary = z.object({
  id: z.string(),
  name: z.string(),
  squarePhotoURL: z.string(),
  /** the org's agents (its clients' agents) */
  widgetIDs: z.array(z.string()),
  agentCount: z.number().int(),
  defaultClientAccess: zPageKeys,
  defaultClientTabOrder: zPageKeys,
  dashboardLayout: zDashboardLayout,
  preferredLanguage: z.string(),
  predefinedTags: z.array(z.string()),
  disallowAnyTags: z.boolean(),
  disableHandoff: z.boolean(),
  allowBilling: z.boolean(),
  /** the org's credits */
  loadTokens: z.number(),
  settings: ZOrgSettings,
  createdAt: z.date(),
  clients: z.array(ZClientSummary),
});
export type TOrgSummary = z.infer<typeof ZOrgSummary>;

export const ZClientsListInput = ZWorkspaceScopeInput;
export const ZClientsListOutput = z.object({
  orgs: z.array(ZOrgSummary),
  /** the workspace has saved its agency (clients sign in on its portal; "view as client" needs it) */
  hasAgency: z.boolean(),
  /** the agency's card payments are connected: Enable Billing and the Billing page can be given */
  paymentsConnected: z.boolean(),
  /** the workspace's credits (what it can transfer to its orgs) */
  workspaceCredits: z.number(),
  /** the agency's custom tabs, in order (the client editor gives those not always visible) */
  customTabs: z.array(z.object({ href: z.string(), label: z.string(), alwaysVisible: z.boolean() })),
});
export type TClientsListOutput = z.infer<typeof ZClientsListOutput>;

/** A new org: every field optional (name "New Organization", layout and access from the agency's defaults). */
export const ZCreateOrgInput = ZWorkspaceScopeInput.extend(ZOrgChanges.shape);
export type TCreateOrgInput = z.input<typeof ZCreateOrgInput>;

/** An org update: the id, and the fields that change (`settings` fields merged into the stored ones). */
export const ZUpdateOrgInput = ZWorkspaceScopeInput.extend({ orgId: zOrgId, ...ZOrgChanges.shape });
export type TUpdateOrgInput = z.input<typeof ZUpdateOrgInput>;

export const ZOrgOutput = z.object({ org: ZOrgSummary });
export type TOrgOutput = z.infer<typeof ZOrgOutput>;

export const ZDeleteOrgInput = ZWorkspaceScopeInput.extend({ orgId: zOrgId });
export const ZDeleteOrgOutput = z.object({ ok: z.literal(true), deletedClients: z.number().int() });
export type TDeleteOrgOutput = z.infer<typeof ZDeleteOrgOutput>;

/** The org's agents, replaced by this list (agents of the workspace only). */
export const ZSetOrgAgentsInput = ZWorkspaceScopeInput.extend({ orgId: zOrgId, widgetIDs: zOrgAgentIds });

/**
 * A new client of an org: name and e-mail required; no password (or an empty one) gets a generated
 * one; the rest left out takes the org's and the agency's defaults.
 */
export const ZCreateClientInput = ZWorkspaceScopeInput.extend({
  orgId: zOrgId,
  name: zClientName,
  email: zClientEmail,
  password: zClientPassword.optional(),
  ...ZClientForm.omit({ name: true, email: true }).partial().shape,
});
export type TCreateClientInput = z.input<typeof ZCreateClientInput>;

/** The new client and its password in plain text: shown this once, never again. */
export const ZCreateClientOutput = z.object({ client: ZClientSummary, password: z.string() });
export type TCreateClientOutput = z.infer<typeof ZCreateClientOutput>;

/** A client update: the fields that change; a non-empty password replaces the current one. */
export const ZUpdateClientInput = ZWorkspaceScopeInput.extend({
  clientId: zClientId,
  ...ZClientForm.partial().shape,
  password: zClientPassword.optional(),
});
export type TUpdateClientInput = z.input<typeof ZUpdateClientInput>;

export const ZUpdateClientOutput = z.object({
  client: ZClientSummary,
  /** a new password was set: the client's portal sessions ended */
  passwordChanged: z.boolean(),
  endedSessions: z.number().int(),
});
export type TUpdateClientOutput = z.infer<typeof ZUpdateClientOutput>;

export const ZDeleteClientInput = ZWorkspaceScopeInput.extend({ clientId: zClientId });
export const ZDeleteClientOutput = z.object({ ok: z.literal(true) });

/** "View as client": a one-time, read-only sign-in link to the agency's portal (5 minutes). */
export const ZViewAsClientInput = ZWorkspaceScopeInput.extend({ clientId: zClientId });
export const ZViewAsClientOutput = z.object({ url: z.string(), expiresAt: z.date() });
export type TViewAsClientOutput = z.infer<typeof ZViewAsClientOutput>;

export const ZAgencyClientSettingsInput = ZWorkspaceScopeInput;
export const ZAgencyClientSettingsOutput = z.object({
  /** complete: the defaults where nothing was saved */
  settings: ZAgencyClientSettings,
  /** false before the agency's first save (saving then is refused) */
  hasAgency: z.boolean(),
  /** the agency's card payments are connected: Billing can be a default page */
  paymentsConnected: z.boolean(),
});
export type TAgencyClientSettingsOutput = z.infer<typeof ZAgencyClientSettingsOutput>;

export const ZSaveAgencyClientSettingsInput = ZWorkspaceScopeInput.extend({ settings: ZAgencyClientSettings });
export type TSaveAgencyClientSettingsInput = z.input<typeof ZSaveAgencyClientSettingsInput>;
export const ZSaveAgencyClientSettingsOutput = z.object({ settings: ZAgencyClientSettings });
