import type { TRegion } from "@parlo/validators";
import { routes } from "@/lib/routes";

export interface NavLink {
  label: string;
  href: string;
  icon: NavIcon;
}

export type NavIcon =
  | "agents"
  | "functions"
  | "meta"
  | "whatsapp"
  | "phone"
  | "crawler"
  | "events"
  | "sessions"
  | "prompts"
  | "agency"
  | "clients"
  | "credentials";

export interface NavGroup {
  key: "integrations" | "utilities" | "whitelabel";
  label: string;
  items: NavLink[];
}

/** The side navigation of the owner app, in the spec's order. */
export function navigation(region: TRegion): { top: NavLink[]; groups: NavGroup[]; bottom: NavLink[] } {
  return {
    top: [{ label: "Agents", href: routes.agents(region), icon: "agents" }],
    groups: [
      {
        key: "integrations",
        label: "Integrations",
        items: [
          { label: "Functions", href: routes.integrations(region), icon: "functions" },
          { label: "Meta Pages", href: routes.metaPages(region), icon: "meta" },
          { label: "WhatsApp Numbers", href: routes.whatsappNumbers(region), icon: "whatsapp" },
          { label: "Twilio Numbers", href: routes.twilioNumbers(region), icon: "phone" },
        ],
      },
      {
        key: "utilities",
        label: "Utilities",
        items: [
          { label: "Crawler", href: routes.crawler(region), icon: "crawler" },
          { label: "Events", href: routes.events(region), icon: "events" },
          { label: "Sessions", href: routes.sessions(region), icon: "sessions" },
          { label: "Prompts", href: routes.prompts(region), icon: "prompts" },
        ],
      },
      {
        key: "whitelabel",
        label: "Whitelabel",
        items: [
          { label: "Agency", href: routes.agency(region), icon: "agency" },
          { label: "Clients", href: routes.clients(region), icon: "clients" },
        ],
      },
    ],
    bottom: [{ label: "Credentials", href: routes.credentials(region), icon: "credentials" }],
  };
}
