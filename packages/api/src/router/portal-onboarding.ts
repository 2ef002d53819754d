import {
  completeClientOnboarding,
  createClientOnboardingAgent,
  getClientOnboarding,
  saveClientOnboarding,
} from "@parlo/core";
import {
  ZClientOnboardingAgentInput,
  ZClientOnboardingAgentOutput,
  ZClientOnboardingView,
  ZCompleteClientOnboardingOutput,
  ZSaveClientOnboardingInput,
} from "@parlo/validators";
import { createTRPCRouter, portalClientProcedure, portalClientWriteProcedure } from "../trpc";
import { portalClientScopeOf } from "./portal-client-scope";
import { enqueue } from "./knowledge-enqueue";

/**
 * The agency's client onboarding (/client/onboarding): the steps the agency switched on, the
 * client's answers, its first agent through the onboarding's createPersonalizedAgent, and the end.
 */
export const portalOnboardingRouter = createTRPCRouter({
  /** The steps, the company rules and the answers so far. */
  state: portalClientProcedure
    .output(ZClientOnboardingView)
    .query(({ ctx }) => getClientOnboarding(portalClientScopeOf(ctx))),

  /** Keeps the goals and the company (checked by the agency's rules, with the company step's messages). */
  save: portalClientWriteProcedure
    .input(ZSaveClientOnboardingInput)
    .output(ZClientOnboardingView)
    .mutation(({ ctx, input }) => saveClientOnboarding(portalClientScopeOf(ctx), input)),

  /** The agent step: the client's first agent, given to its org (made once). */
  createAgent: portalClientWriteProcedure
    .input(ZClientOnboardingAgentInput)
    .output(ZClientOnboardingAgentOutput)
    .mutation(({ ctx, input }) =>
      createClientOnboardingAgent({
        ...portalClientScopeOf(ctx),
        input,
        model: ctx.model,
        enqueue,
        dashboardUrl: ctx.dashboardUrl,
      }),
    ),

  /** Finishes the onboarding; answers where the client goes (its new agent on its first page). */
  complete: portalClientWriteProcedure
    .output(ZCompleteClientOnboardingOutput)
    .mutation(({ ctx }) => completeClientOnboarding(portalClientScopeOf(ctx))),
});
