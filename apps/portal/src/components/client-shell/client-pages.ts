import { CLIENT_PAGE_LABELS, isClientPageKey, type TCustomTab } from "@parlo/validators";
import {
  BarChart3,
  BookOpen,
  Bot,
  CreditCard,
  Home,
  Megaphone,
  MessagesSquare,
  Mic,
  PanelsTopLeft,
  Radio,
  Settings,
  Users,
  Workflow,
  type IconNode,
} from "lucide";

const ICONS: Record<string, IconNode> = {
  home: Home,
  voice: Mic,
  metrics: BarChart3,
  campaigns: Megaphone,
  convos: MessagesSquare,
  leads: Users,
  analytics: BarChart3,
  kb: BookOpen,
  channels: Radio,
  prompt: Workflow,
  nodes: Bot,
  settings: Settings,
  billing: CreditCard,
};

export interface ClientNavItem {
  key: string;
  href: string;
  label: string;
  icon: IconNode;
  /** a custom tab's own icon (an image address), drawn instead of `icon` */
  imageUrl?: string;
}

/** The key of a custom tab's page: its address under /c (the page the shell marks current). */
export const customTabKey = (href: string) => `c${href}`;

/**
 * The viewer's pages as navigation items, in their tab order (unknown keys are left out), then the
 * agency's custom tabs the viewer sees.
 */
export function clientNavItems(
  pages: readonly string[],
  agentId: string | null,
  customTabs: readonly Pick<TCustomTab, "href" | "label" | "iconUrl">[] = [],
): ClientNavItem[] {
  const query = agentId ? `?agent=${encodeURIComponent(agentId)}` : "";
  const ownPages = pages.filter(isClientPageKey).map((key) => ({
    key,
    href: `/${key}${query}`,
    label: CLIENT_PAGE_LABELS[key],
    icon: ICONS[key] ?? PanelsTopLeft,
  }));
  const custom = customTabs.map((tab) => ({
    key: customTabKey(tab.href),
    href: `/c${tab.href}${query}`,
    label: tab.label,
    icon: PanelsTopLeft,
    imageUrl: tab.iconUrl || undefined,
  }));
  return [...ownPages, ...custom];
}
