import { SETTINGS_SUB_TABS, type TRegion } from "@parlo/validators";
import { routes } from "./routes";

/** The agent dashboard tabs, in the order the tab bar shows them (spec "Agent dashboard tabs"). */
export const AGENT_TABS = [
  { key: "home", label: "Home" },
  { key: "overview", label: "Widget" },
  { key: "voice", label: "Voice" },
  { key: "nodes", label: "Prompt" },
  { key: "prompt", label: "Canvas" },
  { key: "kb", label: "Knowledge Base" },
  { key: "convos", label: "Chats" },
  { key: "analytics", label: "Analytics" },
  { key: "leads", label: "Leads" },
  { key: "channels", label: "Channels" },
  { key: "tools", label: "Tools" },
  { key: "settings", label: "Settings" },
  { key: "billing", label: "Billing" },
  { key: "metrics", label: "Metrics" },
  { key: "campaigns", label: "Campaigns" },
] as const;

export type AgentTab = (typeof AGENT_TABS)[number];
export type AgentTabKey = AgentTab["key"];

/** The tab an agent opens on. */
export const DEFAULT_AGENT_TAB = "overview" satisfies AgentTabKey;

/** voice?tab= values. */
export const VOICE_SUB_TABS = [
  { key: "voiceLibrary", label: "Voice Library" },
  { key: "speechGen", label: "Speech Generation" },
  { key: "transcriber", label: "Transcriber" },
  { key: "phoneNumbers", label: "Phone Numbers" },
  { key: "testCall", label: "Test Call" },
  { key: "advanced", label: "Advanced" },
] as const;

export type VoiceSubTabKey = (typeof VOICE_SUB_TABS)[number]["key"];

export interface SubTab {
  readonly key: string;
  readonly label: string;
}

/** Tabs with their own sub-tab bar, driven by the `tab` query parameter. */
export const SUB_TABS = {
  settings: { tabs: SETTINGS_SUB_TABS, defaultKey: "core" },
  voice: { tabs: VOICE_SUB_TABS, defaultKey: "voiceLibrary" },
} as const satisfies Partial<Record<AgentTabKey, { tabs: readonly SubTab[]; defaultKey: string }>>;

export type TabWithSubTabs = keyof typeof SUB_TABS;

/** The query parameter that selects a sub-tab. */
export const SUB_TAB_PARAM = "tab";

/** The query parameter that opens the test debugger (the redirect after agent creation sets it). */
export const DEBUGGER_PARAM = "showDebugger";

export type AgentViewerRole = "owner" | "member";

export interface AgentTabViewer {
  role: AgentViewerRole;
  /** the agent uses the node canvas */
  enableNodes: boolean;
  /** agency sessions see Billing; there are none in the owner app yet */
  isAgency?: boolean;
}

/**
 * Whether a tab shows for a viewer (spec section 6): Home hides for owners; Tools is for owners
 * only and hidden when the agent has nodes enabled; Billing shows only for agencies; Canvas only
 * when nodes are enabled.
 */
export function isTabVisible(key: AgentTabKey, viewer: AgentTabViewer): boolean {
  switch (key) {
    case "home":
      return viewer.role !== "owner";
    case "tools":
      return viewer.role === "owner" && !viewer.enableNodes;
    case "billing":
      return viewer.isAgency === true;
    case "prompt":
      return viewer.enableNodes;
    default:
      return true;
  }
}

/** The tabs a viewer sees, in tab bar order. */
export function visibleTabs(viewer: AgentTabViewer): AgentTab[] {
  return AGENT_TABS.filter((tab) => isTabVisible(tab.key, viewer));
}

export function isAgentTabKey(value: string): value is AgentTabKey {
  return AGENT_TABS.some((tab) => tab.key === value);
}

export function hasSubTabs(key: AgentTabKey): key is TabWithSubTabs {
  return key in SUB_TABS;
}

/** The sub-tab a `?tab=` value selects; missing or unknown values select the default. */
export function resolveSubTab(tab: TabWithSubTabs, value: string | readonly string[] | null | undefined): SubTab {
  const { tabs, defaultKey } = SUB_TABS[tab];
  const wanted = typeof value === "string" ? value : value?.[0];
  const list: readonly SubTab[] = tabs;
  const found = list.find((sub) => sub.key === wanted) ?? list.find((sub) => sub.key === defaultKey);
  if (!found) throw new Error(`No default sub-tab for ${tab}`);
  return found;
}

/** Link to a tab (and sub-tab) of an agent. */
export function agentTabHref(options: { region: TRegion; agentId: string; tab: string; subTab?: string }): string {
  const base = routes.agent(options.region, options.agentId, options.tab);
  return options.subTab ? `${base}?${SUB_TAB_PARAM}=${encodeURIComponent(options.subTab)}` : base;
}

export type PageSearchParams = Record<string, string | string[] | undefined>;

/** A page's searchParams as a query string with its leading "?" (empty when there are none). */
export function toQueryString(searchParams: PageSearchParams): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(searchParams)) {
    if (typeof value === "string") query.append(name, value);
    else if (value) for (const item of value) query.append(name, item);
  }
  const text = query.toString();
  return text ? `?${text}` : "";
}

/**
 * Carries the open test debugger over to another page of the agent: returns `href` with
 * `showDebugger=true` added when `keepOpen`, else unchanged.
 */
export function withDebuggerParam(href: string, keepOpen: boolean): string {
  if (!keepOpen) return href;
  const [path = "", query = ""] = href.split("?", 2);
  const params = new URLSearchParams(query);
  params.set(DEBUGGER_PARAM, "true");
  return `${path}?${params.toString()}`;
}

/** Whether `href` shows the page at pathname + query (the path and the sub-tab agree; other parameters do not matter). */
export function isSameAgentPage(href: string, pathname: string, query: URLSearchParams): boolean {
  const [path = "", hrefQuery = ""] = href.split("?", 2);
  if (path !== pathname) return false;
  return new URLSearchParams(hrefQuery).get(SUB_TAB_PARAM) === query.get(SUB_TAB_PARAM);
}
