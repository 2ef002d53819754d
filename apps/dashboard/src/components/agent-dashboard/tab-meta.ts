import type { AgentTabKey, VoiceSubTabKey } from "@/lib/agent-tabs";
import type { SettingsSubTabKey } from "@parlo/validators";
import type { IconName } from "./icons";

/** The icon of each tab, in the rail, the search suggestions and the empty states. */
export const TAB_ICONS: Record<AgentTabKey, IconName> = {
  home: "house",
  overview: "app-window",
  voice: "mic",
  nodes: "scroll-text",
  prompt: "workflow",
  kb: "book-open",
  convos: "messages-square",
  analytics: "chart-column",
  leads: "users",
  channels: "radio-tower",
  tools: "wrench",
  settings: "settings",
  billing: "credit-card",
  metrics: "gauge",
  campaigns: "megaphone",
};

/** What each tab will hold, shown until its feature arrives. */
export const TAB_DESCRIPTIONS: Record<AgentTabKey, string> = {
  home: "A summary of this agent: recent conversations, open requests and what needs your attention.",
  overview:
    "Design the chat widget (its look, greeting and launcher) and copy the snippet that puts it on your website.",
  voice: "The voice this agent speaks with, how it listens, and the phone numbers it answers.",
  nodes: "Write the agent's instructions: its role, its tone, and what it should and should not do.",
  prompt: "Build the conversation as a flow of connected steps on a canvas, for agents that follow a set path.",
  kb: "The documents, web pages and answers this agent draws on when it replies.",
  convos: "Conversations with this agent appear here, live. Read them and take over when a person is needed.",
  analytics: "Charts of conversations, resolutions and satisfaction over time.",
  leads: "Contact details the agent collects in conversations are listed here.",
  channels: "Connect the agent to your website, WhatsApp, Messenger, Instagram, Telegram, Discord and phone.",
  tools: "Functions the agent can call during a conversation, such as looking up an order or booking a meeting.",
  settings: "How this agent behaves, looks and connects.",
  billing: "Credits, plan and invoices for this agent.",
  metrics: "Usage and performance: messages, calls, credits spent and response times.",
  campaigns: "Reach out first, with outbound message and call campaigns to your contacts.",
};

export const SETTINGS_DESCRIPTIONS: Record<SettingsSubTabKey, string> = {
  core: "The agent's name, description, avatar and the basics of how it behaves.",
  ui: "Colours, theme and the look of the chat window.",
  language: "The languages the agent speaks and how it picks one for each visitor.",
  security: "Where the widget may run and who can reach the agent.",
  notifications: "Who hears about new conversations and handoff requests, and how.",
  handoff: "When and how a conversation passes from the agent to a person on your team.",
  technical: "The model and the settings behind the agent's replies.",
  analytics: "Tracking, and the events the agent reports to your analytics.",
  advanced: "Settings for special cases. Most agents never need them.",
  integrations: "Webhooks and connections to the other systems you use.",
};

export const VOICE_DESCRIPTIONS: Record<VoiceSubTabKey, string> = {
  voiceLibrary: "Browse voices and pick the one the agent speaks with.",
  speechGen: "Speed, stability and the other settings of the agent's speech.",
  transcriber: "How callers' speech becomes text: provider, language and keywords.",
  phoneNumbers: "Phone numbers that call and answer as this agent.",
  testCall: "Call the agent from your browser to hear it before it goes live.",
  advanced: "Silence timeouts, interruptions and other call settings.",
};
