import { SETTINGS_SUB_TABS, type SettingsSubTabKey, type TRegion } from "@parlo/validators";
import { VOICE_SUB_TABS, agentTabHref, type AgentTab, type AgentTabKey, type VoiceSubTabKey } from "../agent-tabs";
import { routes } from "../routes";
import type { SearchEntry } from "./search-agent-pages";

/** Other words for each tab. */
const TAB_KEYWORDS: Record<AgentTabKey, readonly string[]> = {
  home: ["dashboard", "start", "summary"],
  overview: ["overview", "chat widget", "embed", "website", "appearance"],
  voice: ["audio", "calls", "voice agent"],
  nodes: ["instructions", "system prompt", "persona", "basic view"],
  prompt: ["flow", "nodes", "builder", "advanced view", "workflow"],
  kb: ["kb", "knowledge", "documents", "files", "sources", "faq", "training data"],
  convos: ["chats", "conversations", "convos", "messages", "inbox", "transcripts"],
  analytics: ["stats", "statistics", "reports", "insights", "charts"],
  leads: ["contacts", "customers", "prospects"],
  channels: ["deploy", "connect", "whatsapp", "telegram", "messenger", "instagram", "discord"],
  tools: ["functions", "actions", "api calls"],
  settings: ["configuration", "preferences", "options"],
  billing: ["payments", "invoices", "credits", "subscription"],
  metrics: ["usage", "performance", "kpi"],
  campaigns: ["outbound", "broadcast", "outreach"],
};

const SETTINGS_KEYWORDS: Record<SettingsSubTabKey, readonly string[]> = {
  core: ["general", "name", "basics"],
  ui: ["appearance", "theme", "colors", "branding", "look and feel"],
  language: ["languages", "locale", "translation"],
  security: ["privacy", "allowed domains", "access"],
  notifications: ["alerts", "email alerts"],
  handoff: ["handoff", "human", "live agent", "escalation", "takeover"],
  technical: ["model", "llm", "temperature"],
  analytics: ["tracking"],
  advanced: [],
  integrations: ["webhooks", "crm", "zapier"],
};

const VOICE_KEYWORDS: Record<VoiceSubTabKey, readonly string[]> = {
  voiceLibrary: ["voices", "library", "voice picker"],
  speechGen: ["tts", "text to speech", "speech"],
  transcriber: ["stt", "speech to text", "transcription"],
  phoneNumbers: ["phone", "numbers", "telephony", "twilio"],
  testCall: ["call", "try a call"],
  advanced: [],
};

function subTabEntries<K extends string>(
  options: { region: TRegion; agentId: string; parent: AgentTab },
  subTabs: readonly { key: K; label: string }[],
  keywords: Record<K, readonly string[]>,
): SearchEntry[] {
  return subTabs.map((sub) => ({
    id: `${options.parent.key}?tab=${sub.key}`,
    label: sub.label,
    parentLabel: options.parent.label,
    href: agentTabHref({ region: options.region, agentId: options.agentId, tab: options.parent.key, subTab: sub.key }),
    keywords: keywords[sub.key],
  }));
}

/**
 * What the search box of an agent can open: the tabs the viewer sees (in tab bar order), each
 * followed by its sub-tabs, and the voice channel page after Channels.
 */
export function buildAgentSearchEntries(options: {
  region: TRegion;
  agentId: string;
  tabs: readonly AgentTab[];
}): SearchEntry[] {
  const { region, agentId } = options;
  return options.tabs.flatMap((tab): SearchEntry[] => {
    const entry: SearchEntry = {
      id: tab.key,
      label: tab.label,
      href: agentTabHref({ region, agentId, tab: tab.key }),
      keywords: TAB_KEYWORDS[tab.key],
    };
    switch (tab.key) {
      case "settings":
        return [entry, ...subTabEntries({ region, agentId, parent: tab }, SETTINGS_SUB_TABS, SETTINGS_KEYWORDS)];
      case "voice":
        return [entry, ...subTabEntries({ region, agentId, parent: tab }, VOICE_SUB_TABS, VOICE_KEYWORDS)];
      case "channels":
        return [
          entry,
          {
            id: "channels/voice",
            label: "Voice Channel",
            parentLabel: tab.label,
            href: routes.agent(region, agentId, "channels/voice"),
            keywords: ["voice calls", "inbound calls"],
          },
        ];
      default:
        return [entry];
    }
  });
}
