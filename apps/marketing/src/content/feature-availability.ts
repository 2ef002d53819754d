/**
 * What the marketing site may sell, and whether it can be used today. This is the one place that
 * names features that have not shipped: when an issue ships one, it flips `status` here to
 * "available" and the site drops its "Coming soon" badges and may mention it freely.
 *
 * `terms` are the words that sell a feature. While a feature is "coming", feature-copy.test.ts
 * fails if one of its terms appears in any other marketing source file, so the copy can only name
 * it through this module (which renders the badge). Ids are camelCase compounds so that an id
 * in code is never mistaken for one of those words.
 */
export type Availability = "available" | "coming";

export interface SellableFeature {
  /**
   * Short name shown on the site, written to read inside a sentence (proper nouns capitalised,
   * others not); `sentence()` capitalises the first one of a list.
   */
  label: string;
  status: Availability;
  /** Words and phrases (matched case-insensitively, whole words) that sell this feature. */
  terms: readonly string[];
}

export const featureAvailability = {
  chatAgents: { label: "AI chat agents", status: "available", terms: [] },
  chatWidget: { label: "chat widget for any website", status: "available", terms: [] },
  streamingApi: { label: "streaming chat API", status: "available", terms: [] },
  knowledgeBase: { label: "knowledge base", status: "available", terms: [] },
  agentTools: { label: "tools that call your APIs", status: "available", terms: [] },
  humanHandoff: { label: "human handoff", status: "available", terms: [] },
  leadCapture: { label: "lead capture", status: "available", terms: [] },
  chatAnalytics: { label: "analytics", status: "available", terms: [] },
  websiteOnboarding: { label: "agent set-up from a website", status: "available", terms: [] },
  workspaceBilling: { label: "plans and prepaid usage credits", status: "available", terms: [] },
  channelWhatsApp: { label: "WhatsApp", status: "coming", terms: ["WhatsApp"] },
  channelInstagram: { label: "Instagram", status: "coming", terms: ["Instagram"] },
  channelMessenger: { label: "Messenger", status: "coming", terms: ["Messenger"] },
  channelDiscord: { label: "Discord", status: "coming", terms: ["Discord"] },
  channelTelegram: { label: "Telegram", status: "coming", terms: ["Telegram"] },
  phoneNumbers: {
    label: "phone numbers",
    status: "coming",
    terms: ["phone", "phones", "phone number", "phone numbers", "Twilio"],
  },
  voiceAgents: {
    label: "voice agents",
    status: "coming",
    terms: ["voice", "voice call", "voice calls", "phone call", "phone calls", "call minute", "call minutes"],
  },
  clientPortal: {
    label: "white-label client portal",
    status: "available",
    terms: [
      "portal",
      "client login",
      "client logins",
      "white-label",
      "whitelabel",
      "under your brand",
      "under your own brand",
      "their own name",
      "your own name",
    ],
  },
  customDomains: {
    label: "custom domains",
    status: "available",
    terms: ["custom domain", "custom domains", "your domain", "your own domain", "their domain"],
  },
  clientBilling: {
    label: "client billing through your own Stripe account",
    status: "available",
    terms: [
      "client billing",
      "bill clients",
      "bill your clients",
      "bill them",
      "charge clients",
      "Stripe account",
      "Stripe Connect",
    ],
  },
} as const satisfies Record<string, SellableFeature>;

export type FeatureId = keyof typeof featureAvailability;

export const featureIds = Object.keys(featureAvailability).filter((key): key is FeatureId =>
  Object.hasOwn(featureAvailability, key),
);

/** The text of the badge shown next to a feature that is not available yet. */
export const comingSoonText = "Coming soon";

/** Features sold together as messaging channels. */
export const messagingChannels = [
  "channelWhatsApp",
  "channelInstagram",
  "channelMessenger",
  "channelDiscord",
  "channelTelegram",
] as const satisfies readonly FeatureId[];

/** Features sold together as the agency offer. */
export const agencyFeatures = [
  "clientPortal",
  "customDomains",
  "clientBilling",
] as const satisfies readonly FeatureId[];

export function isComing(id: FeatureId): boolean {
  return featureAvailability[id].status === "coming";
}

export function featureLabel(id: FeatureId): string {
  return featureAvailability[id].label;
}

/** The labels of `ids` as a list inside a sentence: "A", "A and B", "A, B and C". */
export function featureList(ids: readonly FeatureId[]): string {
  const labels = ids.map(featureLabel);
  if (labels.length <= 1) return labels.join("");
  return `${labels.slice(0, -1).join(", ")} and ${labels.at(-1) ?? ""}`;
}

/** The same list starting a sentence or a list item: its first letter capitalised. */
export function featureSentence(ids: readonly FeatureId[]): string {
  const list = featureList(ids);
  return list.charAt(0).toUpperCase() + list.slice(1);
}

/** The features of `ids`, split into those available now and those coming, in their order. */
export function splitByAvailability(ids: readonly FeatureId[]): { available: FeatureId[]; coming: FeatureId[] } {
  return { available: ids.filter((id) => !isComing(id)), coming: ids.filter((id) => isComing(id)) };
}

/** Every feature not available yet, in the module's order. */
export function comingFeatures(): FeatureId[] {
  return featureIds.filter((id) => isComing(id));
}
