import { CLIENT_PAGE_LABELS, isClientPageKey } from "@parlo/validators";
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
}

/** The viewer's pages as navigation items, in their tab order (unknown keys are left out). */
export function clientNavItems(pages: readonly string[], agentId: string | null): ClientNavItem[] {
  const query = agentId ? `?agent=${encodeURIComponent(agentId)}` : "";
  return pages.filter(isClientPageKey).map((key) => ({
    key,
    href: `/${key}${query}`,
    label: CLIENT_PAGE_LABELS[key],
    icon: ICONS[key] ?? PanelsTopLeft,
  }));
}
