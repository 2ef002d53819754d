"use client";

import type { TRegion, TSessionUser, TWorkspaceSummary } from "@parlo/validators";
import { useState, type ReactNode } from "react";
import { NewAgentDialog } from "./new-agent-dialog";
import { SideNav } from "./side-nav";
import { Toaster } from "./toaster";
import { TopBar } from "./top-bar";
import { useLocalFlag } from "./use-local-flag";

/** The owner app: side navigation, top bar and the page. */
export function AppShell({
  region,
  me,
  workspaces,
  workspace,
  children,
}: {
  region: TRegion;
  me: TSessionUser;
  workspaces: TWorkspaceSummary[];
  workspace: TWorkspaceSummary | null;
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
        <NewAgentDialog region={region} workspaceId={workspace?.id ?? null} onClose={() => setCreating(false)} />
      )}
    </Toaster>
  );
}
