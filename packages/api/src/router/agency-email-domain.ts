import {
  addEmailDomain,
  deleteEmailDomain,
  getEmailDomain,
  refreshEmailDomainStatus,
  verifyEmailDomain,
} from "@parlo/core";
import { ZAddEmailDomainInput, ZEmailDomainOutput, ZWorkspaceScopeInput } from "@parlo/validators";
import type { Region } from "@parlo/db";
import type { ApiContext } from "../context";
import { ownerProcedure } from "../trpc";

/** The owner's scope and this installation's e-mail API, for the sending-domain services. */
const scopeOf = (ctx: Pick<ApiContext, "db" | "emailApi"> & { workspace: { id: string; region: Region } }) => ({
  db: ctx.db,
  emailApi: ctx.emailApi ?? null,
  region: ctx.workspace.region,
  workspaceId: ctx.workspace.id,
});

/**
 * The Email tab: the agency's sending domain at the e-mail API (Resend's domains), spread into the
 * `agency` router. Every answer is the tab's state (domain, status, DNS records).
 */
export const agencyEmailDomainProcedures = {
  /** The sending domain, its status and records; `available` is false without an e-mail API. */
  emailDomain: ownerProcedure
    .input(ZWorkspaceScopeInput)
    .output(ZEmailDomainOutput)
    .query(({ ctx }) => getEmailDomain(scopeOf(ctx))),

  /** Adds a root domain ("Domain added successfully! Please add the DNS records."). */
  addEmailDomain: ownerProcedure
    .input(ZAddEmailDomainInput)
    .output(ZEmailDomainOutput)
    .mutation(({ ctx, input }) => addEmailDomain({ ...scopeOf(ctx), domain: input.domain })),

  /** Verify DNS Records: the domain goes pending. */
  verifyEmailDomain: ownerProcedure
    .input(ZWorkspaceScopeInput)
    .output(ZEmailDomainOutput)
    .mutation(({ ctx }) => verifyEmailDomain(scopeOf(ctx))),

  /** The e-mail API's current status and records (polled every 5 s while pending). */
  refreshEmailDomain: ownerProcedure
    .input(ZWorkspaceScopeInput)
    .output(ZEmailDomainOutput)
    .mutation(({ ctx }) => refreshEmailDomainStatus(scopeOf(ctx))),

  /** Delete Domain: removed at the e-mail API, every field emptied, status not_started. */
  deleteEmailDomain: ownerProcedure
    .input(ZWorkspaceScopeInput)
    .output(ZEmailDomainOutput)
    .mutation(({ ctx }) => deleteEmailDomain(scopeOf(ctx))),
};
