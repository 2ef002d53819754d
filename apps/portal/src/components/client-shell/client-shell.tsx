import { visibleCustomTabs, type PortalViewer } from "@parlo/core/portal";
import type { TAgency } from "@parlo/validators";
import { cn } from "@parlo/ui";
import { Toaster } from "@parlo/ui/toaster";
import type { ReactNode } from "react";
import { AgencyBrandStyle } from "../agency/agency-brand-style";
import { AgencyLogo } from "../agency/agency-logo";
import { BlockingDialog } from "./blocking-dialog";
import { ClientRailLinks, ClientTabBar } from "./client-nav";
import { clientNavItems } from "./client-pages";
import { ClientRail } from "./client-rail";
import { ClientTopBar } from "./client-top-bar";
import { NewAgentButton } from "./new-agent-button";

/**
 * The agency-branded client dashboard around a page: the org's layout (a vertical rail, or a
 * horizontal bar, which phones always get), the top bar, and the blocking dialog when the client
 * has no agents or the org's client access is off. Its toasts serve the top bar's drawers too.
 */
export function ClientShell({
  agency,
  feedback,
  viewer,
  page,
  agentId,
  children,
}: {
  agency: TAgency;
  /** the agency takes its clients' feedback (a verified sending domain) */
  feedback: boolean;
  viewer: PortalViewer;
  /** the page shown (its key) */
  page: string;
  agentId: string | null;
  children: ReactNode;
}) {
  const items = clientNavItems(viewer.pages, agentId, visibleCustomTabs(agency.customTabs, viewer));
  const vertical = viewer.org?.dashboardLayout !== "horizontal";
  // + New Agent (allowCreateAgents) opens the new agent on the client's first page
  const newAgentPage = viewer.allowCreateAgents && !viewer.readOnly ? (viewer.pages[0] ?? "home") : null;
  const blocked =
    viewer.kind === "client" && viewer.org?.accessBlocked
      ? ("accessDisabled" as const)
      : viewer.kind === "client" && viewer.agents.length === 0
        ? ("noAgents" as const)
        : null;
  return (
    <Toaster>
      <div className="agency-portal flex min-h-screen">
        <AgencyBrandStyle agency={agency} />
        {vertical ? (
          <ClientRail
            header={
              <>
                <div className="flex items-center gap-2 overflow-hidden px-1 group-data-[collapsed=true]/rail:justify-center">
                  <AgencyLogo agency={agency} size={36} className="rounded-lg" />
                  <span className="truncate font-semibold group-data-[collapsed=true]/rail:hidden">{agency.name}</span>
                </div>
                {newAgentPage ? <NewAgentButton page={newAgentPage} /> : null}
              </>
            }
            footer={
              viewer.org ? (
                <p className="truncate rounded-md bg-muted px-3 py-2 text-xs text-muted-foreground group-data-[collapsed=true]/rail:hidden">
                  {viewer.org.name}
                </p>
              ) : null
            }
          >
            <ClientRailLinks items={items} current={page} />
          </ClientRail>
        ) : null}
        <div className="flex min-h-screen min-w-0 flex-1 flex-col overflow-x-clip bg-muted/30">
          <ClientTopBar
            agency={agency}
            viewer={viewer}
            agentId={agentId}
            showLogo={vertical ? "phone" : "always"}
            feedback={feedback}
            newAgent={
              newAgentPage ? (
                <NewAgentButton
                  page={newAgentPage}
                  className={cn("max-sm:size-9 max-sm:px-0", vertical && "md:hidden")}
                />
              ) : null
            }
          />
          <ClientTabBar items={items} current={page} className={vertical ? "md:hidden" : undefined} />
          <main className="mx-auto w-full max-w-[1500px] flex-1 p-4 md:p-6">{children}</main>
        </div>
        {blocked ? (
          <BlockingDialog
            reason={blocked}
            message={viewer.org?.blockedMessage ?? ""}
            newAgent={blocked === "noAgents" && newAgentPage ? <NewAgentButton page={newAgentPage} /> : null}
          />
        ) : null}
      </div>
    </Toaster>
  );
}
