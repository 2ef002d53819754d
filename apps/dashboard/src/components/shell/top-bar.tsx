"use client";

import { Button, Menu } from "@parlo/ui";
import type { TRegion, TSessionUser, TWorkspaceSummary } from "@parlo/validators";
import { ExternalLink, LogOut, Menu as MenuIcon, Sparkles } from "lucide";
import { Icon } from "@parlo/ui/icon";
import Link from "next/link";
import { lazy } from "react";
import { AfterMount } from "@parlo/ui/after-mount";
import { routes } from "@/lib/routes";
import { AgentSwitcher } from "./agent-switcher";
import { useCurrentAgentId } from "./current-agent";
import { shouldShowUpgrade } from "./upgrade-plan";
import { WorkspaceSwitcher } from "./workspace-switcher";

// only on an agent's pages, loaded after the page is shown (it asks the server for the publish state anyway)
/** Signing out loads its code (next-auth's client, the API client) only when chosen. */
async function signOut(where: "here" | "everywhere"): Promise<void> {
  const session = await import("@/lib/session-client");
  await (where === "here" ? session.signOutTo("/login") : session.signOutEverywhereTo("/login"));
}

const PublishButton = lazy(() => import("./publish-button").then((m) => ({ default: m.PublishButton })));
// polls for visitors waiting for a person; loaded after the page is shown
const HandoffBell = lazy(() => import("./handoff-bell").then((m) => ({ default: m.HandoffBell })));
const DashboardNotificationBell = lazy(() =>
  import("./dashboard-notification-bell").then((m) => ({ default: m.DashboardNotificationBell })),
);

export function TopBar({
  region,
  me,
  workspaces,
  workspace,
  onOpenNav,
}: {
  region: TRegion;
  me: TSessionUser;
  workspaces: TWorkspaceSummary[];
  workspace: TWorkspaceSummary | null;
  onOpenNav: () => void;
}) {
  const agentId = useCurrentAgentId();
  const upgrade =
    workspace &&
    shouldShowUpgrade({
      hasSubscription: workspace.hasSubscription,
      joinedAt: me.joinedAt,
      credits: workspace.loadTokens,
    });
  return (
    <header className="sticky top-0 z-30 flex h-14 items-center gap-1 border-b border-border bg-card/95 px-2 backdrop-blur sm:gap-2 sm:px-4">
      <Button variant="ghost" size="icon" className="size-9 md:hidden" onClick={onOpenNav} aria-label="Open navigation">
        <Icon node={MenuIcon} />
      </Button>
      <WorkspaceSwitcher region={region} current={workspace} workspaces={workspaces} />
      {workspace && (
        <span className="hidden sm:contents">
          <span className="text-muted-foreground">/</span>
          <AgentSwitcher region={region} workspaceId={workspace.id} currentAgentId={agentId} />
        </span>
      )}
      <div className="ml-auto flex items-center gap-1 sm:gap-2">
        {agentId && (
          <Button variant="ghost" size="sm" asChild className="hidden sm:inline-flex">
            <Link href={routes.demo(region, agentId)} target="_blank">
              Demo <Icon node={ExternalLink} />
            </Link>
          </Button>
        )}
        {agentId && (
          <AfterMount>
            <PublishButton region={region} agentId={agentId} />
          </AfterMount>
        )}
        {workspace && (
          <AfterMount>
            <HandoffBell region={region} workspaceId={workspace.id} />
            <DashboardNotificationBell region={region} workspaceId={workspace.id} />
          </AfterMount>
        )}
        {upgrade && (
          <Button variant="outline" size="sm" asChild className="hidden sm:inline-flex">
            <Link href={routes.billing(region)}>
              <Icon node={Sparkles} /> Upgrade Plan
            </Link>
          </Button>
        )}
        <Menu
          label="Account"
          align="end"
          triggerClassName="inline-flex size-9 items-center justify-center rounded-full hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring"
          trigger={
            <span className="flex size-8 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold uppercase text-primary">
              {(me.displayName || me.email).slice(0, 1)}
            </span>
          }
          entries={[
            {
              key: "email",
              heading: (
                <span className="block max-w-56 truncate text-foreground" data-testid="signed-in-email">
                  {me.email}
                </span>
              ),
            },
            {
              key: "signout",
              icon: <Icon node={LogOut} />,
              label: "Sign out",
              onSelect: () => void signOut("here"),
            },
            {
              key: "signout-everywhere",
              icon: <Icon node={LogOut} />,
              label: "Sign out everywhere",
              onSelect: () => void signOut("everywhere"),
            },
          ]}
        />
      </div>
    </header>
  );
}
