"use client";

import type { TRegion, TSessionUser, TWorkspaceSummary } from "@parlo/validators";
import { lazy, useState, type ReactNode } from "react";
import { AfterMount } from "@parlo/ui/after-mount";
import { SideNav } from "./side-nav";
import { Toaster } from "@parlo/ui/toaster";
import { TopBar } from "./top-bar";
import { useLocalFlag } from "./use-local-flag";

// the form (zod, react-hook-form) loads when New Agent is pressed, not with every page
const NewAgentDialog = lazy(() => import("./new-agent-dialog").then((m) => ({ default: m.NewAgentDialog })));

/** The owner app: side navigation, top bar and the page. */
export function AppShell({
  region,
  me,
  workspaces,
  workspace,
  platformChoiceHost,
  children,
}: {
  region: TRegion;
  me: TSessionUser;
  workspaces: TWorkspaceSummary[];
  workspace: TWorkspaceSummary | null;
  /** the hostname on which New Agent offers the platform choice */
  platformChoiceHost?: string;
  children: ReactNode;
}) {
  const [collapsed, setCollapsed] = useLocalFlag("parlo-nav-collapsed", false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  return (
    <Toaster>
      <div className="flex min-h-screen">
        <SideNav
          region={region}
          collapsed={collapsed}
          onToggleCollapsed={() => setCollapsed(!collapsed)}
          mobileOpen={mobileOpen}
          onCloseMobile={() => setMobileOpen(false)}
          onNewAgent={() => {
            setMobileOpen(false);
            setCreating(true);
          }}
          trialEndsAt={workspace?.whitelabelTrialEndsAt ?? null}
          showPricing
          subscribed={workspace?.hasSubscription ?? false}
        />
        <div className="flex min-w-0 flex-1 flex-col">
          <TopBar
            region={region}
            me={me}
            workspaces={workspaces}
            workspace={workspace}
            onOpenNav={() => setMobileOpen(true)}
          />
          <div className="flex-1">{children}</div>
        </div>
      </div>
      {creating && (
        <AfterMount>
          <NewAgentDialog
            region={region}
            workspaceId={workspace?.id ?? null}
            platformChoiceHost={platformChoiceHost}
            onClose={() => setCreating(false)}
          />
        </AfterMount>
      )}
    </Toaster>
  );
}
