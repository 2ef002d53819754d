import {
  BookOpenText,
  Building2,
  ChartColumn,
  Coins,
  Globe,
  MessageSquareText,
  PhoneCall,
  Radio,
  Wrench,
} from "lucide";
import type { IconNode } from "@parlo/ui/icon";
import { featureList, featureSentence, messagingChannels, type FeatureId } from "./feature-availability";

/**
 * A card of the landing page's feature grid. `features` are what the card sells: the card shows a
 * "Coming soon" badge while one of them is not available, and names them only through
 * feature-availability.ts.
 */
export interface FeatureCard {
  icon: IconNode;
  title: string;
  description: string;
  features: readonly FeatureId[];
}

export const featureCards: FeatureCard[] = [
  {
    icon: BookOpenText,
    title: "Agents that know the business",
    description:
      "Give each agent instructions and a knowledge base built from documents, web pages and FAQs, so answers come from your client's own material.",
    features: ["chatAgents", "knowledgeBase"],
  },
  {
    icon: MessageSquareText,
    title: "Chat widget for any website",
    description:
      "Paste one snippet and the agent answers visitors on your client's site, styled in their colours and speaking in their tone.",
    features: ["chatWidget", "streamingApi"],
  },
  {
    icon: Wrench,
    title: "Tools, handoff and leads",
    description:
      "Let the agent call your APIs, pass a chat to a person when it should, and collect the visitor's details with a short form.",
    features: ["agentTools", "humanHandoff", "leadCapture"],
  },
  {
    icon: ChartColumn,
    title: "Chats and analytics",
    description:
      "Read every conversation, step in when needed, export chats and leads, and see how each agent is doing.",
    features: ["chatAnalytics"],
  },
  {
    icon: Globe,
    title: "Set up from a website",
    description:
      "Enter a company's website: the agent takes its colours and logo, writes its greeting and learns the site's pages in the background.",
    features: ["websiteOnboarding"],
  },
  {
    icon: Coins,
    title: "Prepaid usage credits",
    description:
      "Start free, then pay a small monthly plan and top up credits as you go, with automatic recharge so agents keep answering.",
    features: ["workspaceBilling"],
  },
  {
    icon: Radio,
    title: "Messaging channels",
    description: `Answer customers on ${featureList(messagingChannels)} with the same agent and its knowledge.`,
    features: messagingChannels,
  },
  {
    icon: PhoneCall,
    title: featureSentence(["voiceAgents"]),
    description: `Give an agent one of your ${featureList(["phoneNumbers"])} and let it take calls with the same knowledge as in the chat.`,
    features: ["voiceAgents", "phoneNumbers"],
  },
  {
    icon: Building2,
    title: featureSentence(["clientPortal"]),
    description: `Clients sign in on ${featureList(["customDomains"])} with your logo and colours, and pay you at your own prices: ${featureList(["clientBilling"])}.`,
    features: ["clientPortal", "customDomains", "clientBilling"],
  },
];

/** The channels strip under the hero: how an agent reaches people. */
export const channelFeatures = [
  "chatWidget",
  "streamingApi",
  ...messagingChannels,
  "phoneNumbers",
] as const satisfies readonly FeatureId[];

/** "How it works": each step says what can be done today; `next` names what is coming for it. */
export interface Step {
  title: string;
  description: string;
  next: readonly FeatureId[];
}

export const steps: Step[] = [
  {
    title: "Build the agent",
    description:
      "Start from your client's website or a template, add the knowledge it needs, and test it in the dashboard until it answers well.",
    next: [],
  },
  {
    title: "Put it on the website",
    description:
      "Publish the agent and paste the chat widget's snippet into the client's site, or talk to it from your own code through the chat API.",
    next: [...messagingChannels, "phoneNumbers"],
  },
  {
    title: "Run it for your client",
    description:
      "Follow the conversations, take over when a person is needed, collect leads and keep an eye on usage credits.",
    next: ["clientPortal", "clientBilling"],
  },
];
