import { isRegion } from "@parlo/db";
import { Alert } from "@parlo/ui";
import type { TRegion } from "@parlo/validators";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { Suspense, type ReactNode } from "react";
import { ClientsHeader } from "@/components/clients/clients-header";
import { ClientsSkeleton } from "@/components/clients/clients-skeleton";
import { ClientsView } from "@/components/clients/clients-view";
import { ReloadButton } from "@/components/clients/reload-button";
import { NoWorkspaceHere } from "@/components/shell/no-workspace-here";
import { routes } from "@/lib/routes";
import { serverCaller } from "@/server/caller";
import { getShellData } from "@/server/shell-data";

export const metadata: Metadata = { title: "Clients" };
export const dynamic = "force-dynamic";

function Frame({ children }: { children: ReactNode }) {
  return <main className="mx-auto flex w-full max-w-[1500px] flex-col gap-5 p-4 sm:p-6">{children}</main>;
}

/** The organizations with their clients, the workspace's agents and the agency's defaults for new ones. */
async function ClientsLoader({ region, workspaceId }: { region: TRegion; workspaceId: string }) {
  const scope = { region, workspaceId };
  const api = await serverCaller();
  const data = await Promise.all([
    api.clients.list(scope),
    api.agent.list(scope),
    api.agency.clientSettings(scope),
  ]).catch((error: unknown) => {
    console.error("clients page", error instanceof Error ? error.message : error);
    return null;
  });
  if (!data) {
    return (
      <div className="flex flex-col gap-5">
        <ClientsHeader />
        <Alert variant="error" title="The clients could not be loaded" data-testid="clients-load-error">
          <div className="flex flex-col items-start gap-2">
            <span>Check your connection, then try again.</span>
            <ReloadButton />
          </div>
        </Alert>
      </div>
    );
  }
  const [list, agents, { settings }] = data;
  return (
    <ClientsView
      region={region}
      workspaceId={workspaceId}
      hasAgency={list.hasAgency}
      paymentsConnected={list.paymentsConnected}
      customTabs={list.customTabs}
      workspaceCredits={list.workspaceCredits}
      orgs={list.orgs}
      agents={agents.map((agent) => ({ id: agent.ID, title: agent.title, roundedImageURL: agent.roundedImageURL }))}
      agencyDefaults={{
        defaultClientAccess: settings.defaultClientAccess,
        defaultDashboardLayout: settings.defaultDashboardLayout,
        defaultAllowCreateAgents: settings.defaultAllowCreateAgents,
        defaultCanDelegateChats: settings.defaultCanDelegateChats,
        defaultHideAdvancedSettings: settings.defaultHideAdvancedSettings,
      }}
      agencyHref={routes.agency(region)}
    />
  );
}

/**
 * /app/{region}/clients: the agency's organizations and their clients (workspace owner only).
 * The frame and a skeleton come first; the list streams in when loaded.
 */
export default async function ClientsPage({ params }: { params: Promise<{ region: string }> }) {
  const { region } = await params;
  if (!isRegion(region)) notFound();
  const { workspace } = await getShellData(region);
  if (!workspace) {
    return (
      <NoWorkspaceHere
        region={region}
        description="Your clients appear once you own a workspace here."
        action={{ href: routes.agents(region), label: "Go to agents" }}
      />
    );
  }
  if (workspace.role !== "owner") {
    return (
      <Frame>
        <ClientsHeader />
        <Alert variant="info" title="Only the workspace owner can manage clients">
          The agency&apos;s organizations and client logins belong to the owner of this workspace.
        </Alert>
      </Frame>
    );
  }
  return (
    <Frame>
      <Suspense fallback={<ClientsSkeleton />}>
        <ClientsLoader region={region} workspaceId={workspace.id} />
      </Suspense>
    </Frame>
  );
}
