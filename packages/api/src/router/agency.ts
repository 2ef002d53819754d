import {
  activateWhitelabelTrial,
  getAgency,
  getAgencyAdminLink,
  regenerateAgencySecret,
  saveAgency,
} from "@parlo/core";
import {
  ZActivateWhitelabelTrialOutput,
  ZAgencyAdminLinkOutput,
  ZAgencyGetOutput,
  ZAgencySaveInput,
  ZAgencySaveOutput,
  ZWorkspaceScopeInput,
} from "@parlo/validators";
import { createTRPCRouter, ownerProcedure } from "../trpc";
import { agencyDomainProcedures } from "./agency-domains";
import { agencyClientSettingsProcedures } from "./clients";
import { agencyEmailDomainProcedures } from "./agency-email-domain";

/** The agency settings of a workspace owner (agency-shell-dashboards.md sections 2 to 6). */
export const agencyRouter = createTRPCRouter({
  ...agencyDomainProcedures,

  /** The agency (null before the first save) and the whitelabel add-on's state. */
  get: ownerProcedure
    .input(ZWorkspaceScopeInput)
    .output(ZAgencyGetOutput)
    .query(({ ctx }) => getAgency({ db: ctx.db, region: ctx.workspace.region, workspaceId: ctx.workspace.id })),

  /** Saves the settings form; the first save creates the agency ("Agency settings initialized"). */
  save: ownerProcedure
    .input(ZAgencySaveInput)
    .output(ZAgencySaveOutput)
    .mutation(({ ctx, input }) =>
      saveAgency({ db: ctx.db, region: ctx.workspace.region, workspaceId: ctx.workspace.id, form: input.agency }),
    ),

  /** The agency secret and the admin magic link (the owner's eyes only). */
  adminLink: ownerProcedure
    .input(ZWorkspaceScopeInput)
    .output(ZAgencyAdminLinkOutput)
    .query(({ ctx }) =>
      getAgencyAdminLink({
        db: ctx.db,
        region: ctx.workspace.region,
        workspaceId: ctx.workspace.id,
        deps: ctx,
      }),
    ),

  /** A new secret: magic links made with the old one stop working. */
  regenerateSecret: ownerProcedure
    .input(ZWorkspaceScopeInput)
    .output(ZAgencyAdminLinkOutput)
    .mutation(({ ctx }) =>
      regenerateAgencySecret({
        db: ctx.db,
        region: ctx.workspace.region,
        workspaceId: ctx.workspace.id,
        deps: ctx,
      }),
    ),

  /** Starts the 14-day whitelabel trial, once per workspace. */
  activateWhitelabelTrial: ownerProcedure
    .input(ZWorkspaceScopeInput)
    .output(ZActivateWhitelabelTrialOutput)
    .mutation(({ ctx }) =>
      activateWhitelabelTrial({ db: ctx.db, region: ctx.workspace.region, workspaceId: ctx.workspace.id }),
    ),

  ...agencyEmailDomainProcedures,

  ...agencyClientSettingsProcedures,
});
