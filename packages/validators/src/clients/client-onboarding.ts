/**
 * The agency's client onboarding (agency-shell-dashboards.md sections 2, 3, 7): the steps an
 * agency switches on, what a new client answers on them (kept in `Client.onboardingState` until
 * completed), and the procedures' contracts.
 */
import { z } from "zod";
import { ONBOARDING_MESSAGES, validateCompany, type TCompanyFields, type TCompanyRequirements } from "../onboarding";
import type { TClientOnboardingOptions } from "./agency-client-settings";

/** Where a new sign-up goes until its onboarding is completed (the top bar hidden). */
export const CLIENT_ONBOARDING_PATH = "/client/onboarding";

/** The steps in their order; each shown when the agency's option for it is on. */
export const CLIENT_ONBOARDING_STEPS = [
  "welcome",
  "goals",
  "company",
  "agent",
  "tryText",
  "tryVoice",
  "widgetScript",
] as const;
export type TClientOnboardingStep = (typeof CLIENT_ONBOARDING_STEPS)[number];

/** What a client may want its agent for (the goals step; several may be chosen). */
export const CLIENT_ONBOARDING_GOALS = {
  answerQuestions: "Answer customer questions",
  captureLeads: "Capture leads",
  bookAppointments: "Book appointments",
  supportSales: "Help visitors buy",
  handoffToTeam: "Hand chats to my team",
  multilingual: "Talk in several languages",
} as const;
export const CLIENT_ONBOARDING_GOAL_KEYS = [
  "answerQuestions",
  "captureLeads",
  "bookAppointments",
  "supportSales",
  "handoffToTeam",
  "multilingual",
] as const satisfies readonly (keyof typeof CLIENT_ONBOARDING_GOALS)[];
export type TClientOnboardingGoal = (typeof CLIENT_ONBOARDING_GOAL_KEYS)[number];
const GOAL_KEYS = CLIENT_ONBOARDING_GOAL_KEYS;

export const CLIENT_ONBOARDING_MESSAGES = {
  alreadyCompleted: "Your onboarding is already complete.",
  agentStepOff: "Your agency creates your agents for you.",
  saveFailed: "Could not save your answers. Please try again.",
  createFailed: "Could not create your agent. Please try again.",
} as const;

/**
 * The steps a client goes through, from the agency's options: trying the agent and its widget
 * script need the agent the agent step makes; voice is offered only where the product has it.
 */
export function clientOnboardingSteps(
  options: TClientOnboardingOptions,
  available: { voice: boolean },
): TClientOnboardingStep[] {
  const makesAgent = options.showAgentCreationStep;
  const on: Record<TClientOnboardingStep, boolean> = {
    welcome: options.showWelcomeStep,
    goals: options.showGoalsStep,
    company: options.showCompanyInfoStep,
    agent: makesAgent,
    tryText: makesAgent && options.showTestTextAgent,
    tryVoice: makesAgent && options.showTryVoice && available.voice,
    widgetScript: makesAgent && options.showWidgetScript,
  };
  return CLIENT_ONBOARDING_STEPS.filter((step) => on[step]);
}

/** The company fields the agency requires (requireCompanyName, ...Website, ...Description). */
export function clientCompanyRequirements(options: TClientOnboardingOptions): TCompanyRequirements {
  return {
    name: options.requireCompanyName,
    website: options.requireCompanyWebsite,
    description: options.requireCompanyDescription,
  };
}

const zCompanyFields = z.object({
  name: z.string().trim().max(120),
  website: z.string().trim().max(2048),
  description: z.string().trim().max(2000),
});

/** What the client answered so far, as stored (unknown or malformed parts read as empty). */
export const ZClientOnboardingState = z.object({
  goals: z.array(z.enum(GOAL_KEYS)).max(GOAL_KEYS.length).catch([]),
  company: zCompanyFields.nullable().catch(null),
  /** the agent the agent step made (shown by the try and script steps, opened at the end) */
  agentId: z.string().max(40).nullable().catch(null),
});
export type TClientOnboardingState = z.infer<typeof ZClientOnboardingState>;

export function readClientOnboardingState(value: unknown): TClientOnboardingState {
  const parsed = ZClientOnboardingState.safeParse(value && typeof value === "object" ? value : {});
  return parsed.success ? parsed.data : { goals: [], company: null, agentId: null };
}

/** `portalOnboarding.state`: the steps, the company rules, the answers so far. */
export const ZClientOnboardingView = z.object({
  steps: z.array(z.enum(CLIENT_ONBOARDING_STEPS)),
  required: z.object({ name: z.boolean(), website: z.boolean(), description: z.boolean() }),
  state: ZClientOnboardingState,
  /** the new agent's title when one was made */
  agentTitle: z.string().nullable(),
  completed: z.boolean(),
});
export type TClientOnboardingView = z.infer<typeof ZClientOnboardingView>;

/** `portalOnboarding.save`: the goals and/or the company (checked against the agency's rules by the server). */
export const ZSaveClientOnboardingInput = z.object({
  goals: z.array(z.enum(GOAL_KEYS)).max(GOAL_KEYS.length).optional(),
  company: zCompanyFields.optional(),
});
export type TSaveClientOnboardingInput = z.infer<typeof ZSaveClientOnboardingInput>;

/** The company's errors under the agency's rules (the company step's own messages). */
export function clientCompanyErrors(company: TCompanyFields, options: TClientOnboardingOptions) {
  return validateCompany(company, clientCompanyRequirements(options));
}

const zHex = z.string().regex(/^#[0-9a-f]{6}$/i, ONBOARDING_MESSAGES.invalidColor);

/** `portalOnboarding.createAgent`: the agent step's choices (its company comes from the company step). */
export const ZClientOnboardingAgentInput = z.object({
  primaryColor: zHex,
  themeMode: z.enum(["light", "dark"]),
});
export type TClientOnboardingAgentInput = z.infer<typeof ZClientOnboardingAgentInput>;
export const ZClientOnboardingAgentOutput = z.object({ agentId: z.string(), agentTitle: z.string() });
export type TClientOnboardingAgentOutput = z.infer<typeof ZClientOnboardingAgentOutput>;

/** `portalOnboarding.complete`: where the client goes (its new agent on its first page). */
export const ZCompleteClientOnboardingOutput = z.object({ redirectTo: z.string() });
export type TCompleteClientOnboardingOutput = z.infer<typeof ZCompleteClientOnboardingOutput>;
