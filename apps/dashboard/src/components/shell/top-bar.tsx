"use client";

import {
  Button,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from "@parlo/ui";
import type { TRegion, TSessionUser, TWorkspaceSummary } from "@parlo/validators";
import { ExternalLink, LogOut, Menu, Sparkles } from "lucide-react";
import Link from "next/link";
import { signOut } from "next-auth/react";
import { routes } from "@/lib/routes";
import { AgentSwitcher } from "./agent-switcher";
import { useCurrentAgentId } from "./current-agent";
import { PublishButton } from "./publish-button";
import { shouldShowUpgrade } from "./upgrade-plan";
import { WorkspaceSwitcher } from "./workspace-switcher";

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
        <Menu />
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
              Demo <ExternalLink />
            </Link>
          </Button>
        )}
        {agentId && <PublishButton region={region} agentId={agentId} />}
        {upgrade && (
          <Button variant="outline" size="sm" asChild className="hidden sm:inline-flex">
            <Link href={routes.billing(region)}>
              <Sparkles /> Upgrade Plan
            </Link>
          </Button>
        )}
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon" className="size-9 rounded-full" aria-label="Account">
              <span className="flex size-8 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold uppercase text-primary">
                {(me.displayName || me.email).slice(0, 1)}
              </span>
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuLabel>
              <span className="block truncate text-foreground" data-testid="signed-in-email">
                {me.email}
              </span>
            </DropdownMenuLabel>
            <DropdownMenuItem onSelect={() => void signOut({ callbackUrl: "/login" })}>
              <LogOut /> Sign out
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </header>
  );
}
