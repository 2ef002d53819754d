import {
  customDomainStatus,
  getAgencyDomains,
  removeAgencyDomain,
  sendDnsInstructions,
  setAgencyCustomDomain,
  setAgencySubDomain,
} from "@parlo/core";
import {
  ZAgencyDomainsOutput,
  ZCustomDomainStatusOutput,
  ZDomainKindInput,
  ZSendDnsInstructionsInput,
  ZSetCustomDomainInput,
  ZSetSubDomainInput,
  ZWorkspaceScopeInput,
} from "@parlo/validators";
import type { Region } from "@parlo/db";
import { ok, ZOk } from "../ok-output";
import { ownerProcedure } from "../trpc";

const scopeOf = (ctx: { workspace: { region: Region; id: string } }) => ({
  region: ctx.workspace.region,
  workspaceId: ctx.workspace.id,
});

/** The Domains tab (agency-shell-dashboards.md sections 2, 4, 5; owner only), spread into `agency`. */
export const agencyDomainProcedures = {
  /** The root the sub-domain goes under and both domains' states. */
  domains: ownerProcedure
    .input(ZWorkspaceScopeInput)
    .output(ZAgencyDomainsOutput)
    .query(({ ctx }) => getAgencyDomains(ctx, scopeOf(ctx))),

  /** Claims `{label}.{root}` (verified at once, locked until cancelled). */
  setSubDomain: ownerProcedure
    .input(ZSetSubDomainInput)
    .output(ZAgencyDomainsOutput)
    .mutation(({ ctx, input }) => setAgencySubDomain(ctx, { ...scopeOf(ctx), subDomain: input.subDomain })),

  /** Sets the custom domain (whitelabel only); it then waits for its DNS record. */
  setCustomDomain: ownerProcedure
    .input(ZSetCustomDomainInput)
    .output(ZAgencyDomainsOutput)
    .mutation(({ ctx, input }) =>
      setAgencyCustomDomain(
        { ...ctx, productUrls: [ctx.dashboardUrl, ctx.portalUrl ?? ctx.dashboardUrl] },
        { ...scopeOf(ctx), customDomain: input.customDomain },
      ),
    ),

  /** Cancel / Delete Domain. */
  removeDomain: ownerProcedure
    .input(ZDomainKindInput)
    .output(ZAgencyDomainsOutput)
    .mutation(({ ctx, input }) => removeAgencyDomain(ctx, { ...scopeOf(ctx), kind: input.kind })),

  /** The panel's 5-second poll: DNS verification, then the live check. */
  customDomainStatus: ownerProcedure
    .input(ZWorkspaceScopeInput)
    .output(ZCustomDomainStatusOutput)
    .query(({ ctx }) => customDomainStatus(ctx, scopeOf(ctx))),

  /** "Email Your Developer": the DNS records to someone else. */
  sendDnsInstructions: ownerProcedure
    .input(ZSendDnsInstructionsInput)
    .output(ZOk)
    .mutation(async ({ ctx, input }) => {
      await sendDnsInstructions(ctx, { ...scopeOf(ctx), to: input.to });
      return ok;
    }),
};
