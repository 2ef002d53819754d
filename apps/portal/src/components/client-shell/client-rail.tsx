"use client";

import { Button } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { PanelLeftClose, PanelLeftOpen } from "lucide";
import { useEffect, useState, type ReactNode } from "react";

const STORAGE_KEY = "client-rail-collapsed";

/**
 * The vertical rail of the client dashboard: 250 px, or 75 px collapsed (remembered in this
 * browser). Hidden on phones, where the horizontal bar shows the pages.
 */
export function ClientRail({
  header,
  children,
  footer,
}: {
  header: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  const [collapsed, setCollapsed] = useState(false);
  useEffect(() => setCollapsed(window.localStorage.getItem(STORAGE_KEY) === "1"), []);
  const toggle = () => {
    setCollapsed((value) => {
      window.localStorage.setItem(STORAGE_KEY, value ? "0" : "1");
      return !value;
    });
  };
  return (
    <aside
      data-collapsed={collapsed}
      data-testid="client-rail"
      className="group/rail sticky top-0 hidden h-dvh shrink-0 flex-col gap-4 border-r border-border bg-background p-3 transition-[width] md:flex md:w-[250px] md:data-[collapsed=true]:w-[75px]"
    >
      {header}
      <nav aria-label="Pages" className="min-h-0 flex-1 overflow-y-auto">
        {children}
      </nav>
      {footer}
      <Button
        variant="ghost"
        size="icon"
        className="self-center"
        aria-label={collapsed ? "Expand the menu" : "Collapse the menu"}
        aria-expanded={!collapsed}
        onClick={toggle}
      >
        <Icon node={collapsed ? PanelLeftOpen : PanelLeftClose} aria-hidden className="size-4" />
      </Button>
    </aside>
  );
}
