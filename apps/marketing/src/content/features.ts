import { BookOpenText, Building2, Coins, CreditCard, MessageSquareText, Radio } from "lucide";
import type { IconNode } from "@parlo/ui/icon";

export interface Feature {
  icon: IconNode;
  title: string;
  description: string;
}

export const features: Feature[] = [
  {
    icon: BookOpenText,
    title: "Agents that know the business",
    description:
      "Give each agent instructions and a knowledge base built from documents, web pages and FAQs, so answers come from your client's own material.",
  },
  {
    icon: MessageSquareText,
    title: "Chat widget for any website",
    description:
      "Paste one snippet and the agent answers visitors on your client's site, styled in their colours and speaking in their tone.",
  },
  {
    icon: Radio,
    title: "Every channel, one agent",
    description:
      "Connect the same agent to WhatsApp, Instagram, Messenger, Discord, Telegram and phone calls, with conversations in one place.",
  },
  {
    icon: Building2,
    title: "White-label agency portal",
    description:
      "Your clients sign in on your domain, see your logo and your colours, and never see ours. You decide what each client can change.",
  },
  {
    icon: CreditCard,
    title: "Client billing via Stripe",
    description:
      "Connect your Stripe account, set your own prices and charge clients directly. Your margin is yours to set.",
  },
  {
    icon: Coins,
    title: "Usage credits",
    description:
      "Messages and call minutes are paid from prepaid credits, with balances and alerts per client, so costs never run away.",
  },
];

export const channels = ["Web chat", "WhatsApp", "Instagram", "Messenger", "Discord", "Telegram", "Phone"] as const;

export const steps = [
  {
    title: "Build the agent",
    description:
      "Write its instructions, add the knowledge it needs, and test it in the dashboard until it answers well.",
  },
  {
    title: "Connect the channels",
    description:
      "Embed the chat widget, link WhatsApp or social inboxes, or give the agent a phone number for voice calls.",
  },
  {
    title: "Resell under your brand",
    description:
      "Invite the client to your branded portal, bill them through Stripe and keep an eye on their usage credits.",
  },
] as const;
