import { CLIENT_ONBOARDING_GOAL_KEYS, CLIENT_ONBOARDING_GOALS, type TClientOnboardingGoal } from "@parlo/validators";

/** What the agent is told for each goal its client chose in the onboarding (the company's name in it). */
const INSTRUCTIONS: Record<TClientOnboardingGoal, (name: string) => string> = {
  answerQuestions: (name) =>
    `Answer visitors' questions about ${name} fully and accurately from the knowledge base; this is your main job.`,
  captureLeads: (name) =>
    `Capture leads: when a visitor shows interest, ask for their name and e-mail address (and phone number when it helps) so the ${name} team can follow up.`,
  bookAppointments: (name) =>
    `Help visitors book appointments: ask what they need, their preferred day and time, their name and contact details, and tell them the ${name} team will confirm the booking.`,
  supportSales: () =>
    "Help visitors choose and buy: ask about their needs, recommend what fits from the knowledge base, and guide them to the next step.",
  handoffToTeam: (name) =>
    `Offer to connect the visitor with the ${name} team whenever they ask for a person or a question needs one.`,
  multilingual: () =>
    "Talk in the visitor's language, whatever it is, and switch when they do; keep names of products and places as they are.",
};

/** What the greeting offers for a goal ("help you book an appointment"), when the goal changes it. */
const OFFERS: Partial<Record<TClientOnboardingGoal, string>> = {
  bookAppointments: "help you book an appointment",
  supportSales: "help you find what suits you",
  handoffToTeam: "put you in touch with our team",
};

/** The goals in the onboarding's order, each once. */
export function orderedGoals(goals: readonly TClientOnboardingGoal[]): TClientOnboardingGoal[] {
  return CLIENT_ONBOARDING_GOAL_KEYS.filter((key) => goals.includes(key));
}

/** The system prompt's lines for the chosen goals (none without goals). */
export function goalInstructions(name: string, goals: readonly TClientOnboardingGoal[]): string[] {
  return orderedGoals(goals).map((goal) => `- ${INSTRUCTIONS[goal](name)}`);
}

/** What the greeting offers besides answering questions, for the chosen goals. */
export function goalOffers(goals: readonly TClientOnboardingGoal[]): string[] {
  return orderedGoals(goals).flatMap((goal) => OFFERS[goal] ?? []);
}

/** The goals as the model is told them: "Capture leads; Book appointments". */
export function goalLabels(goals: readonly TClientOnboardingGoal[]): string {
  return orderedGoals(goals)
    .map((goal) => CLIENT_ONBOARDING_GOALS[goal])
    .join("; ");
}
