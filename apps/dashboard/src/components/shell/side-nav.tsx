"use client";

import { Button, cn, ThemeToggle } from "@parlo/ui";
import type { TRegion } from "@parlo/validators";
import { ChevronDown, PanelLeftClose, PanelLeftOpen, Plus } from "lucide";
import { Icon } from "@parlo/ui/icon";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { lazy } from "react";
import { AfterMount } from "@parlo/ui/after-mount";
import { NavIcon } from "./nav-icon";
import { navigation, type NavGroup, type NavLink } from "./nav-items";
import { useLocalFlag } from "./use-local-flag";

type SideNavProps = {
  region: TRegion;
  collapsed: boolean;
  onToggleCollapsed: () => void;
  mobileOpen: boolean;
  onCloseMobile: () => void;
  onNewAgent: () => void;
  trialEndsAt: Date | null;
  showPricing: boolean;
  /** the workspace is on a paid plan: the widget leads to the plan's billing instead of selling it */
  subscribed: boolean;
};

// the phone's navigation sheet (Radix) loads when it first opens, never with the page
const Drawer = lazy(() => import("@parlo/ui/drawer").then((m) => ({ default: m.Drawer })));

/**
 * Rail widths from the spec: 65 px collapsed, 200 px expanded. On phones the navigation opens as
 * a sheet of 80vw from the left (a Radix dialog: Escape, focus kept inside and given back).
 */
export function SideNav(props: SideNavProps) {
  const { collapsed, mobileOpen, onCloseMobile } = props;
  return (
    <>
      <nav
        aria-label="Main"
        className={cn(
          "sticky top-0 hidden h-screen shrink-0 flex-col border-r border-border bg-card md:flex",
          collapsed ? "w-[65px]" : "w-[200px]",
        )}
      >
        <NavBody {...props} phone={false} />
      </nav>
      {mobileOpen ? (
        <AfterMount>
          <Drawer side="left" title="Menu" onClose={onCloseMobile} className="w-[80vw] sm:max-w-none">
            <nav aria-label="Main" className="flex min-h-0 flex-1 flex-col">
              <NavBody {...props} phone />
            </nav>
          </Drawer>
        </AfterMount>
      ) : null}
    </>
  );
}

/** The navigation's content: New Agent, the links in their groups, the plan widget and the theme. */
function NavBody({
  region,
  collapsed,
  onToggleCollapsed,
  onCloseMobile,
  onNewAgent,
  trialEndsAt,
  showPricing,
  subscribed,
  phone,
}: SideNavProps & { phone: boolean }) {
  const nav = navigation(region);
  const pathname = usePathname();
  const isActive = (href: string) => pathname === href || pathname.startsWith(`${href}/`);
  const compact = collapsed && !phone;

  const link = (item: NavLink) => (
    <Link
      key={item.href}
      href={item.href}
      onClick={onCloseMobile}
      aria-current={isActive(item.href) ? "page" : undefined}
      title={compact ? item.label : undefined}
      className={cn(
        "flex h-9 items-center gap-3 rounded-md px-3 text-sm text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring",
        isActive(item.href) && "bg-primary/10 font-medium text-primary hover:bg-primary/10 hover:text-primary",
        compact && "justify-center px-0",
      )}
    >
      <NavIcon name={item.icon} className="size-4 shrink-0" />
      <span className={cn("truncate", compact && "sr-only")}>{item.label}</span>
    </Link>
  );

  return (
    <>
      <div className={cn("flex h-14 items-center gap-2 border-b border-border px-3", compact && "justify-center px-0")}>
        <Button className={cn("flex-1", compact && "hidden")} size="sm" onClick={onNewAgent}>
          <Icon node={Plus} /> New Agent
        </Button>
        {phone ? null : (
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            onClick={onToggleCollapsed}
            aria-label={collapsed ? "Expand navigation" : "Collapse navigation"}
          >
            {collapsed ? <Icon node={PanelLeftOpen} /> : <Icon node={PanelLeftClose} />}
          </Button>
        )}
      </div>
      <div className="flex-1 space-y-1 overflow-y-auto p-2">
        {compact && (
          <Button size="icon" className="mx-auto mb-2 flex size-9" onClick={onNewAgent} aria-label="New Agent">
            <Icon node={Plus} />
          </Button>
        )}
        {nav.top.map(link)}
        {nav.groups.map((group) => (
          <Group key={group.key} group={group} compact={compact} renderLink={link} />
        ))}
        <div className="my-2 h-px bg-border" />
        {nav.bottom.map(link)}
      </div>
      <div className={cn("space-y-2 border-t border-border p-2", compact && "flex flex-col items-center")}>
        {trialEndsAt && trialEndsAt.getTime() > Date.now() && !compact && (
          <p className="rounded-md bg-warning/10 px-3 py-2 text-xs text-foreground" role="status">
            Whitelabel trial ends {trialEndsAt.toLocaleDateString("en", { dateStyle: "medium" })}
          </p>
        )}
        {showPricing && !compact && (
          <Link
            href={`/app/${region}/account/billing`}
            onClick={onCloseMobile}
            className="block rounded-md border border-border px-3 py-2 text-xs hover:bg-muted"
          >
            {subscribed ? (
              <>
                <span className="font-medium">Your plan</span>
                <span className="block text-muted-foreground">Credits, top-ups and add-ons</span>
              </>
            ) : (
              <>
                <span className="font-medium">Pay as you go</span>
                <span className="block text-muted-foreground">$20/month plus usage. See plans</span>
              </>
            )}
          </Link>
        )}
        <ThemeToggle />
      </div>
    </>
  );
}

function Group({
  group,
  compact,
  renderLink,
}: {
  group: NavGroup;
  compact: boolean;
  renderLink: (item: NavLink) => React.ReactNode;
}) {
  const [open, setOpen] = useLocalFlag(`parlo-nav-${group.key}`, true);
  if (compact) return <div className="space-y-1 border-t border-border pt-1">{group.items.map(renderLink)}</div>;
  return (
    <div>
      <button
        type="button"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        className="flex h-8 w-full items-center justify-between rounded-md px-3 text-xs font-semibold uppercase tracking-wide text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
      >
        {group.label}
        <Icon
          node={ChevronDown}
          className={cn("size-4 transition-transform", !open && "-rotate-90")}
          aria-hidden="true"
        />
      </button>
      {open && <div className="space-y-1">{group.items.map(renderLink)}</div>}
    </div>
  );
}
