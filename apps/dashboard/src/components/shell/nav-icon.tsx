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
  type LucideIcon,
} from "lucide-react";
import type { NavIcon as NavIconName } from "./nav-items";

const ICONS: Record<NavIconName, LucideIcon> = {
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
  const Icon = ICONS[name];
  return <Icon className={className} aria-hidden="true" />;
}
