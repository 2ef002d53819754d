"use client";

import { cn } from "@parlo/ui";
import type { TRegion } from "@parlo/validators";
import { usePathname, useSearchParams } from "next/navigation";
import { lazy, useMemo, type ReactNode } from "react";
import { AgentTabsProvider } from "@parlo/app-ui/agent-tabs-context";
import { AfterMount } from "@parlo/ui/after-mount";
import { useHydrated } from "@parlo/ui/use-hydrated";
import { DEBUGGER_PARAM, type AgentTab } from "@/lib/agent-tabs";
import { dashboardAgentHref } from "@/lib/dashboard-agent-href";
import { AgentTabStrip } from "./tab-bar";

// the side rail (members only) and the test panel load right after the page, not with it
const AgentTabRail = lazy(() => import("./tab-rail").then((m) => ({ default: m.AgentTabRail })));
const TestDebugger = lazy(() => import("./test-debugger").then((m) => ({ default: m.TestDebugger })));

export type AgentTabLayout = "horizontal" | "vertical";

export interface AgentFrameProps {
  region: TRegion;
  agentId: string;
  /** the agent's header (name, Draft/Published, search box), rendered on the server */
  header: ReactNode;
  /** the tabs the viewer sees, in order */
  tabs: readonly AgentTab[];
  /** horizontal for workspace owners; vertical (a side rail) for others, horizontal on phones anyway */
  layout: AgentTabLayout;
  children: ReactNode;
}

/**
 * The agent dashboard around every tab: header with the Draft/Published badge and the search box,
 * the tabs (top bar or side rail), the content (at most 1500 px wide, 2000 px with the test
 * debugger) and the test debugger, which is open when the URL has `showDebugger=true`.
 */
export function AgentFrame({ region, agentId, header, tabs, layout, children }: AgentFrameProps) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const debuggerOpen = searchParams.get(DEBUGGER_PARAM) === "true";
  const hydrated = useHydrated();
  const agentHref = useMemo(() => dashboardAgentHref(region, tabs), [region, tabs]);

  // the panel is page state, not a new page: change the URL without asking the server again
  const toggleDebugger = () => {
    const params = new URLSearchParams(searchParams.toString());
    if (debuggerOpen) params.delete(DEBUGGER_PARAM);
    else params.set(DEBUGGER_PARAM, "true");
    const query = params.toString();
    window.history.replaceState(null, "", query ? `${pathname}?${query}` : pathname);
  };

  const tabProps = { region, agentId, tabs };
  return (
    <div className="flex w-full min-w-0" data-testid="agent-frame" data-layout={layout} data-hydrated={hydrated}>
      {layout === "vertical" ? (
        <AfterMount fallback={<div className="hidden w-[75px] shrink-0 md:block" />}>
          <AgentTabRail {...tabProps} className="hidden md:flex" />
        </AfterMount>
      ) : null}
      <div className="flex min-w-0 flex-1 justify-center">
        <div className={cn("flex w-full min-w-0", debuggerOpen ? "max-w-[2000px]" : "max-w-[1500px]")}>
          <div className="flex min-w-0 flex-1 flex-col gap-5 px-4 py-5 sm:px-6 sm:py-6">
            {header}
            <AgentTabStrip {...tabProps} className={layout === "vertical" ? "md:hidden" : undefined} />
            <div className="min-w-0 flex-1" id="agent-tab-content">
              <AgentTabsProvider href={agentHref}>{children}</AgentTabsProvider>
            </div>
          </div>
          <AfterMount>
            <TestDebugger open={debuggerOpen} onToggle={toggleDebugger} />
          </AfterMount>
        </div>
      </div>
    </div>
  );
}
