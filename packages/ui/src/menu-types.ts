import type { ReactNode } from "react";

export interface MenuItem {
  key: string;
  label: ReactNode;
  onSelect: () => void;
  icon?: ReactNode;
  disabled?: boolean;
  testId?: string;
}

export type MenuEntry = MenuItem | { separator: true; key: string } | { heading: ReactNode; key: string };

export interface MenuProps {
  /** the button's content */
  trigger: ReactNode;
  /** the accessible name of the button and of the menu */
  label: string;
  entries: MenuEntry[];
  align?: "start" | "end";
  /** called each time the menu opens */
  onOpen?: () => void;
  triggerClassName?: string;
  contentClassName?: string;
}
