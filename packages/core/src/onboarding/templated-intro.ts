import type { TClientOnboardingGoal } from "@parlo/validators";
import { goalInstructions, goalOffers } from "./agent-goals";

/** What the agent is told and says first, written for a company. */
export interface AgentIntro {
  systemPrompt: string;
  greeting: string;
  proactiveMessage: string;
}

export interface IntroCompany {
  name: string;
  website: string;
  description: string;
  /** what an agency's client chose its agent for in the portal's onboarding (none for an owner) */
  goals?: readonly TClientOnboardingGoal[];
}

/** The company's description as one sentence ending with a full stop. */
function sentence(text: string): string {
  const clean = text.replace(/\s+/g, " ").trim();
  return /[.!?]$/.test(clean) ? clean : `${clean}.`;
}

/** "a", "a and b", "a, b and c". */
function listed(items: readonly string[]): string {
  return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items.at(-1) ?? ""}`;
}

/**
 * The offline writer: a system prompt and greeting for the company built from its name, website
 * and description (and the client's goals: their instructions in the prompt, their offers in the
 * greeting), without a model. Also the fallback when the model's answer is unusable.
 */
export function templatedIntro(company: IntroCompany): AgentIntro {
  const { name, website } = company;
  const goals = goalInstructions(name, company.goals ?? []);
  const systemPrompt = [
    `You are the virtual assistant of ${name} (${website}), answering visitors on the company's website.`,
    "",
    `About ${name}: ${sentence(company.description)}`,
    "",
    "How to help:",
    `- Answer questions about ${name}, its products, services, prices and policies from the knowledge base (the company's website) first.`,
    "- Be friendly, clear and brief: two or three sentences unless the visitor asks for more detail.",
    `- When the knowledge base does not say, tell the visitor honestly that you don't know and offer to connect them with the ${name} team. Never invent prices, policies, opening hours or other facts.`,
    "- When a visitor wants to buy, book or be contacted, ask for their name and e-mail address.",
    "- Reply in the visitor's language.",
    ...(goals.length > 0 ? ["", `What ${name} wants from you most:`, ...goals] : []),
  ].join("\n");
  const offers = listed(["answer your questions about what we do", ...goalOffers(company.goals ?? [])]);
  return {
    systemPrompt,
    greeting: `Hi! Welcome to ${name}. I can ${offers}. How can I help you today?`,
    proactiveMessage: `Questions about ${name}? Ask me here.`,
  };
}
