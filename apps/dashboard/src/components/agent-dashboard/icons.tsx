import { Icon, type IconNode } from "@parlo/ui/icon";
import {
  AppWindow,
  ArrowLeft,
  BookOpen,
  ChartColumn,
  CreditCard,
  FlaskConical,
  Gauge,
  House,
  Megaphone,
  MessagesSquare,
  Mic,
  PanelLeftClose,
  PanelLeftOpen,
  Phone,
  RadioTower,
  RotateCw,
  ScrollText,
  Search,
  Settings,
  TriangleAlert,
  Users,
  Workflow,
  Wrench,
  X,
} from "lucide";
import type { SVGProps } from "react";

/**
 * The agent dashboard's icons by name: names (plain strings) can cross from server to client
 * components where icon shapes and components cannot.
 */
const ICONS = {
  house: House,
  "app-window": AppWindow,
  mic: Mic,
  "scroll-text": ScrollText,
  workflow: Workflow,
  "book-open": BookOpen,
  "messages-square": MessagesSquare,
  "chart-column": ChartColumn,
  users: Users,
  "radio-tower": RadioTower,
  wrench: Wrench,
  settings: Settings,
  "credit-card": CreditCard,
  gauge: Gauge,
  megaphone: Megaphone,
  search: Search,
  x: X,
  "panel-left-close": PanelLeftClose,
  "panel-left-open": PanelLeftOpen,
  "flask-conical": FlaskConical,
  alert: TriangleAlert,
  "rotate-cw": RotateCw,
  phone: Phone,
  "arrow-left": ArrowLeft,
} satisfies Record<string, IconNode>;

export type IconName = keyof typeof ICONS;

export interface NamedIconProps extends Omit<SVGProps<SVGSVGElement>, "name" | "children"> {
  name: IconName;
}

/** A 24x24 stroke icon chosen by name, hidden from assistive technology. */
export function NamedIcon({ name, ...props }: NamedIconProps) {
  return <Icon node={ICONS[name]} {...props} />;
}
