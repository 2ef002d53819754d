import {
  Bot,
  Braces,
  Building2,
  CalendarClock,
  Share2,
  FileText,
  KeyRound,
  MessageCircle,
  Phone,
  ScrollText,
  Globe,
  Users,
} from "lucide";
import { Icon, type IconNode } from "@parlo/ui/icon";
import type { NavIcon as NavIconName } from "./nav-items";

const ICONS: Record<NavIconName, IconNode> = {
  agents: Bot,
  functions: Braces,
  meta: Share2,
  whatsapp: MessageCircle,
  phone: Phone,
  crawler: Globe,
  events: CalendarClock,
  sessions: ScrollText,
  prompts: FileText,
  agency: Building2,
  clients: Users,
  credentials: KeyRound,
};

export function NavIcon({ name, className }: { name: NavIconName; className?: string }) {
  return <Icon node={ICONS[name]} className={className} />;
}
