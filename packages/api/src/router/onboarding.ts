import {
  BrandingError,
  consumeRateLimit,
  createPersonalizedAgent,
  getBrandingInfo,
  writeWorkspaceLog,
  type RateLimit,
} from "@parlo/core";
import {
  ONBOARDING_MESSAGES,
  ZCreatePersonalizedAgentInput,
  ZCreatePersonalizedAgentOutput,
  ZGetBrandingInfoInput,
  ZGetBrandingInfoOutput,
  type TGetBrandingInfoOutput,
} from "@parlo/validators";
import { createTRPCRouter, userProcedure, workspaceProcedure } from "../trpc";
import { enqueue } from "./knowledge-enqueue";

/** Each analysis fetches a website: a person gets 20 in 10 minutes. */
const BRANDING_RATE_LIMIT: RateLimit = {
  name: "onboarding-branding:user",
  limit: 20,
  windowSeconds: 600,
  message: "Too many website analyses. Please wait a few minutes and try again.",
};

export const onboardingRouter = createTRPCRouter({
  /**
   * getBrandingInfo: reads the company's website (through the SSRF guard; a bare domain tries
   * https first) and answers its colours (at most 11, most prominent first) and logo, or why it
   * could not. Writes a workspace log entry to the user's personal workspace.
   */
  getBrandingInfo: userProcedure
    .input(ZGetBrandingInfoInput)
    .output(ZGetBrandingInfoOutput)
    .mutation(async ({ ctx, input }): Promise<TGetBrandingInfoOutput> => {
      await consumeRateLimit({ db: ctx.db, rule: BRANDING_RATE_LIMIT, subject: ctx.actor.userId });
      let answer: TGetBrandingInfoOutput;
      try {
        const found = await getBrandingInfo({ website: input.company.website, guard: ctx.fetchGuard ?? {} });
        answer = { ok: true, brandingInfo: { colors: found.colors, favicon: found.favicon }, siteUrl: found.url };
      } catch (error) {
        if (!(error instanceof BrandingError)) throw error;
        answer = { ok: false, reason: error.reason, message: ONBOARDING_MESSAGES.analyzeFailed };
      }
      await writeWorkspaceLog({
        db: ctx.db,
        region: ctx.actor.region,
        entry: {
          workspaceId: ctx.actor.userId,
          userId: ctx.actor.userId,
          type: answer.ok ? "info" : "warning",
          content: answer.ok
            ? `Website branding of ${input.company.name} analysed (${answer.brandingInfo.colors.length} colours${answer.brandingInfo.favicon ? ", a logo" : ""})`
            : `Website branding of ${input.company.name} could not be analysed (${answer.reason})`,
          metadata: { event: "onboarding.branding_analyzed", website: input.company.website, ok: answer.ok },
        },
      });
      return answer;
    }),

  /**
   * createPersonalizedAgent: the company's agent in its colours and logo, with a prompt and
   * greeting written for it and its website queued as knowledge; marks the onboarding done.
   */
  createPersonalizedAgent: workspaceProcedure
    .input(ZCreatePersonalizedAgentInput)
    .output(ZCreatePersonalizedAgentOutput)
    .mutation(({ ctx, input }) =>
      createPersonalizedAgent({
        db: ctx.db,
        region: ctx.workspace.region,
        workspaceId: ctx.workspace.id,
        userId: ctx.actor.type === "user" ? ctx.actor.userId : null,
        company: input.company,
        brandingChoices: input.brandingChoices,
        siteUrl: input.siteUrl,
        dashboardUrl: ctx.dashboardUrl,
        model: ctx.model,
        enqueue,
      }),
    ),
});
