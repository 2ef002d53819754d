import { agencyFeatures, messagingChannels, type FeatureId } from "./feature-availability";

/** The public price list, shown on /pricing. Prices are in USD. */
export type PlanId = "free" | "pay_as_you_go" | "enterprise";

export interface Plan {
  id: PlanId;
  name: string;
  /** Price in whole USD; for enterprise the starting price. */
  priceUsd: number;
  priceFrom: boolean;
  period: string;
  description: string;
  /** Plain text, or features named by feature-availability.ts (shown with their "Coming soon" badge). */
  features: Array<string | { sells: readonly FeatureId[] }>;
  popular: boolean;
  cta: { label: string; action: "signup" | "subscribe" | "contact" };
}

export const plans: Plan[] = [
  {
    id: "free",
    name: "Free",
    priceUsd: 0,
    priceFrom: false,
    period: "forever",
    description: "Build your first agents and try them on your own website.",
    features: [
      "Chat agents with a knowledge base",
      "Embeddable chat widget",
      "Test conversations in the dashboard",
      "Community documentation",
    ],
    popular: false,
    cta: { label: "Get started", action: "signup" },
  },
  {
    id: "pay_as_you_go",
    name: "Pay as you go",
    priceUsd: 20,
    priceFrom: false,
    period: "per month, plus usage",
    description: "For agencies running agents for paying clients.",
    features: [
      "5 USD of free usage credits included",
      "Chat agents with knowledge base, tools and human handoff",
      "Lead capture, chat history and analytics",
      "Usage drawn from prepaid credits, no surprises",
      { sells: messagingChannels },
      { sells: ["voiceAgents", "phoneNumbers"] },
      { sells: agencyFeatures },
    ],
    popular: true,
    cta: { label: "Subscribe", action: "subscribe" },
  },
  {
    id: "enterprise",
    name: "Enterprise",
    priceUsd: 1000,
    priceFrom: true,
    period: "per month",
    description: "For large agencies and companies with volume and compliance needs.",
    features: [
      "Everything in Pay as you go",
      "Volume pricing on usage",
      "Contractual data residency in the EU or North America",
      "Onboarding and priority support",
      "Custom terms and invoicing",
    ],
    popular: false,
    cta: { label: "Contact sales", action: "contact" },
  },
];
