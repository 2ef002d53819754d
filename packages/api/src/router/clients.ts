import {
  createClient,
  createClientViewToken,
  createOrg,
  deleteClient,
  deleteOrg,
  getAgencyClientSettings,
  listOrgs,
  saveAgencyClientSettings,
  setOrgAgents,
  transferCredits,
  announceToClients,
  updateClient,
  updateOrg,
} from "@parlo/core";
import type { Region } from "@parlo/db";
import {
  ZAgencyClientSettingsInput,
  ZAnnounceInput,
  ZAnnounceOutput,
  ZAgencyClientSettingsOutput,
  ZClientsListInput,
  ZClientsListOutput,
  ZCreateClientInput,
  ZCreateClientOutput,
  ZCreateOrgInput,
  ZDeleteClientInput,
  ZDeleteClientOutput,
  ZDeleteOrgInput,
  ZDeleteOrgOutput,
  ZOrgOutput,
  ZSaveAgencyClientSettingsInput,
  ZSaveAgencyClientSettingsOutput,
  ZSetOrgAgentsInput,
  ZTransferCreditsInput,
  ZTransferCreditsOutput,
  ZUpdateClientInput,
  ZUpdateClientOutput,
  ZUpdateOrgInput,
  ZViewAsClientInput,
  ZViewAsClientOutput,
} from "@parlo/validators";
import type { ApiContext } from "../context";
import { createTRPCRouter, ownerProcedure } from "../trpc";

const scopeOf = (ctx: { db: ApiContext["db"]; workspace: { region: Region; id: string } }) => ({
  db: ctx.db,
  region: ctx.workspace.region,
  workspaceId: ctx.workspace.id,
});

/** The signed-in owner who acted (for the audit entry); none for the workspace secret. */
const actorUserId = (actor: ApiContext["actor"]) => (actor?.type === "user" ? actor.userId : null);

/** Leaves out the scope fields of an input (the procedure's own checks used them). */
function withoutScope<T extends { region: Region; workspaceId: string }>(input: T): Omit<T, "region" | "workspaceId"> {
  const { region: _region, workspaceId: _workspaceId, ...rest } = input;
  return rest;
}

/**
 * The Clients page (agency-shell-dashboards.md sections 3, 5, 6 and 8; owner only): the agency's
 * orgs and their clients. Clients sign in on the agency's portal (client-auth).
 */
export const clientsRouter = createTRPCRouter({
  /** The orgs of the workspace with their clients (never a password) and agent counts. */
  list: ownerProcedure
    .input(ZClientsListInput)
    .output(ZClientsListOutput)
    .query(({ ctx }) => listOrgs(scopeOf(ctx))),

  /** A new org ("New Organization" and the agency's defaults for what is left out). */
  createOrg: ownerProcedure
    .input(ZCreateOrgInput)
    .output(ZOrgOutput)
    .mutation(async ({ ctx, input }) => ({ org: await createOrg({ ...scopeOf(ctx), input: withoutScope(input) }) })),

  /** Saves the org editor's changed fields (its settings merged). */
  updateOrg: ownerProcedure
    .input(ZUpdateOrgInput)
    .output(ZOrgOutput)
    .mutation(async ({ ctx, input }) => {
      const { orgId, ...changes } = withoutScope(input);
      return { org: await updateOrg({ ...scopeOf(ctx), orgId, changes }) };
    }),

  /** Deletes an org and its clients. */
  deleteOrg: ownerProcedure
    .input(ZDeleteOrgInput)
    .output(ZDeleteOrgOutput)
    .mutation(({ ctx, input }) => deleteOrg({ ...scopeOf(ctx), orgId: input.orgId })),

  /** Replaces the org's agents (the workspace's own agents only). */
  setOrgAgents: ownerProcedure
    .input(ZSetOrgAgentsInput)
    .output(ZOrgOutput)
    .mutation(async ({ ctx, input }) => ({
      org: await setOrgAgents({ ...scopeOf(ctx), orgId: input.orgId, widgetIDs: input.widgetIDs }),
    })),

  /** Adds a client to an org; answers its password this once. */
  createClient: ownerProcedure
    .input(ZCreateClientInput)
    .output(ZCreateClientOutput)
    .mutation(({ ctx, input }) => {
      const { orgId, ...client } = withoutScope(input);
      return createClient({ ...scopeOf(ctx), orgId, client, actorUserId: actorUserId(ctx.actor), now: ctx.now?.() });
    }),

  /** Saves a client's changed fields; a new password ends its portal sessions. */
  updateClient: ownerProcedure
    .input(ZUpdateClientInput)
    .output(ZUpdateClientOutput)
    .mutation(({ ctx, input }) => {
      const { clientId, ...changes } = withoutScope(input);
      return updateClient({ ...scopeOf(ctx), clientId, changes, now: ctx.now?.() });
    }),

  /** Deletes a client. */
  deleteClient: ownerProcedure
    .input(ZDeleteClientInput)
    .output(ZDeleteClientOutput)
    .mutation(({ ctx, input }) => deleteClient({ ...scopeOf(ctx), clientId: input.clientId })),

  /** Moves credits between the workspace and an org, either way (two usage-log entries, one statement). */
  transferCredits: ownerProcedure
    .input(ZTransferCreditsInput)
    .output(ZTransferCreditsOutput)
    .mutation(({ ctx, input }) =>
      transferCredits({ ...scopeOf(ctx), orgId: input.orgId, direction: input.direction, amount: input.amount }),
    ),

  /** The agency's announcement to the clients it chose: their bells, and e-mail as each one's settings say. */
  announce: ownerProcedure
    .input(ZAnnounceInput)
    .output(ZAnnounceOutput)
    .mutation(({ ctx, input }) => {
      const { title, body, clientIds } = withoutScope(input);
      return announceToClients({ ...scopeOf(ctx), mail: ctx, push: ctx, announcement: { title, body, clientIds } });
    }),

  /** A one-time, read-only sign-in link to the agency's portal as the client (5 minutes). */
  viewAsClient: ownerProcedure
    .input(ZViewAsClientInput)
    .output(ZViewAsClientOutput)
    .mutation(({ ctx, input }) => createClientViewToken({ ...scopeOf(ctx), deps: ctx, clientId: input.clientId })),
});

/**
 * The SAAS Mode tab's client settings (client sign-up, password login, onboarding options, default
 * access and permissions; not its billing), spread into `agency`: `agency.clientSettings`,
 * `agency.saveClientSettings`.
 */
export const agencyClientSettingsProcedures = {
  /** The agency's client settings, complete with defaults. */
  clientSettings: ownerProcedure
    .input(ZAgencyClientSettingsInput)
    .output(ZAgencyClientSettingsOutput)
    .query(({ ctx }) => getAgencyClientSettings(scopeOf(ctx))),

  /** Saves them (after the agency's first save). */
  saveClientSettings: ownerProcedure
    .input(ZSaveAgencyClientSettingsInput)
    .output(ZSaveAgencyClientSettingsOutput)
    .mutation(({ ctx, input }) =>
      saveAgencyClientSettings({ ...scopeOf(ctx), settings: input.settings, now: ctx.now?.() }),
    ),
};
