import { EmptyState } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { loadPortalHomeSummary, needsClientOnboarding } from "@parlo/core/portal";
import { CLIENT_ONBOARDING_PATH, CLIENT_PAGE_LABELS, type TClientPageKey } from "@parlo/validators";
import { Bot, Clock, Lock } from "lucide";
import type { Metadata } from "next";
import type { ReactNode } from "react";
import { notFound, redirect } from "next/navigation";
import { AgentTabContent, isAgentTabPage } from "./agent-tab-content";
import { ClientHome } from "./client-home";
import { selectedAgentId } from "./selected-agent";
import { SettingsContent } from "./settings-content";
import { ClientShell } from "./client-shell";
import { agencyRequest, currentViewer, type AgencyRequest } from "@/server/current-viewer";
import { db } from "@/server/db";

export type ClientPageSearch = Promise<Record<string, string | string[] | undefined>>;

/** What a page's own content (`ownContent`) is given: the request, whether the view is read-only, the query. */
export interface ClientPageContext {
  request: AgencyRequest;
  readOnly: boolean;
  query: Record<string, string | string[] | undefined>;
}

/** The tab title of a client dashboard page. */
export const clientPageMetadata = (page: TClientPageKey): Metadata => ({ title: CLIENT_PAGE_LABELS[page] });

/**
 * A page of the client dashboard (/home, /convos, /leads, ...) on the agency's host: each page's
 * route renders it with its key. Signed-out visitors go to sign in, a new sign-up to the client
 * onboarding until it is completed; a page the client was not given is refused inside the shell.
 */
export async function ClientPage({
  page,
  searchParams,
  ownContent,
}: {
  page: TClientPageKey;
  searchParams: ClientPageSearch;
  /**
   * A page whose content only its own route imports (Billing): its client code then stays out of
   * every other client page's bundle.
   */
  ownContent?: (context: ClientPageContext) => ReactNode;
}) {
  const request = await agencyRequest();
  if (!request) notFound();
  const signedIn = await currentViewer(request);
  if (!signedIn) redirect("/login");
  const { viewer, session } = signedIn;
  if (!session.readOnly && needsClientOnboarding(session.client)) redirect(CLIENT_ONBOARDING_PATH);
  const query = await searchParams;
  const asked = query.agent;
  const agentId = selectedAgentId(viewer, asked);

  let content;
  if (!viewer.pages.includes(page)) {
    content = (
      <EmptyState
        icon={<Icon node={Lock} />}
        title="You don't have access to this page"
        description="Ask your agency if you need it."
        data-testid="page-refused"
      />
    );
  } else if (page === "home") {
    const summary = await loadPortalHomeSummary({
      db,
      region: request.host.region,
      agentIds: viewer.agents.map((agent) => agent.id),
      orgId: viewer.org?.id ?? null,
    });
    content = <ClientHome viewer={viewer} summary={summary} />;
  } else if (ownContent) {
    content = ownContent({ request, readOnly: session.readOnly, query });
  } else if ((isAgentTabPage(page) || page === "settings") && !agentId) {
    content = (
      <EmptyState
        icon={<Icon node={Bot} />}
        title="No agents yet"
        description="Your agency has not given you an agent yet."
      />
    );
  } else if (page === "settings" && agentId) {
    const tab = typeof query.tab === "string" ? query.tab : undefined;
    content = <SettingsContent key={agentId} request={request} viewer={viewer} agentId={agentId} asked={tab} />;
  } else if (isAgentTabPage(page) && agentId) {
    content = (
      // a new agent selected re-mounts the tab, so nothing of the previous agent stays on screen
      <AgentTabContent key={agentId} page={page} region={request.host.region} agentId={agentId} pages={viewer.pages} />
    );
  } else {
    content = (
      <EmptyState
        icon={<Icon node={Clock} />}
        title={CLIENT_PAGE_LABELS[page]}
        description="This page comes to your dashboard in an upcoming release."
      />
    );
  }
  return (
    <ClientShell agency={request.agency} feedback={request.feedback} viewer={viewer} page={page} agentId={agentId}>
      {content}
    </ClientShell>
  );
}
