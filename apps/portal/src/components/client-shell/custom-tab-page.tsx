import { EmbeddedTabFrame, HtmlTabFrame } from "@parlo/app-ui/custom-tab-frames";
import { findCustomTab, framableTabUrl, visibleCustomTabs } from "@parlo/core/portal";
import { EmptyState } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { Lock, ShieldAlert } from "lucide";
import { headers } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { customTabKey } from "./client-pages";
import { ClientShell } from "./client-shell";
import type { ClientPageSearch } from "./client-page";
import { selectedAgentId } from "./selected-agent";
import { env } from "@/env";
import { agencyRequest, currentViewer } from "@/server/current-viewer";

/** The apps' own origins, which an iframe tab may never point at. */
async function ownOrigins(): Promise<string[]> {
  const host = (await headers()).get("host");
  return [
    env.NEXT_PUBLIC_PORTAL_URL,
    env.NEXT_PUBLIC_DASHBOARD_URL,
    ...(host ? [`https://${host}`, `http://${host}`] : []),
  ];
}

/** The address of a custom tab's sandboxed document on this host (app/api/custom-tab). */
export const customTabContentPath = (href: string) => `/api/custom-tab${href}`;

/**
 * An agency custom tab (/c{href}) in the client dashboard: an HTML tab in a sandboxed frame of its
 * content route (an opaque origin: its script reaches no cookie or page of the portal), an iframe
 * tab's https page in a frame. A tab this viewer does not see is refused inside the shell.
 */
export async function CustomTabPage({ href, searchParams }: { href: string; searchParams: ClientPageSearch }) {
  const request = await agencyRequest();
  if (!request) notFound();
  const signedIn = await currentViewer(request);
  if (!signedIn) redirect("/login");
  const { viewer } = signedIn;
  const agentId = selectedAgentId(viewer, (await searchParams).agent);
  const tab = findCustomTab(visibleCustomTabs(request.agency.customTabs, viewer), href);

  let content;
  if (!tab) {
    content = (
      <EmptyState
        icon={<Icon node={Lock} />}
        title="You don't have access to this page"
        description="Ask your agency if you need it."
        data-testid="page-refused"
      />
    );
  } else {
    const embedded = tab.pageType === "iframe" ? framableTabUrl(tab.iframeUrl, await ownOrigins()) : null;
    content = (
      <div className="flex h-[calc(100dvh-9rem)] min-h-[24rem] flex-col overflow-hidden rounded-xl border border-border bg-card">
        {tab.pageType === "html" ? (
          <HtmlTabFrame title={tab.label} src={customTabContentPath(tab.href)} />
        ) : embedded ? (
          <EmbeddedTabFrame title={tab.label} src={embedded.href} />
        ) : (
          <EmptyState
            className="m-auto max-w-md border-0"
            icon={<Icon node={ShieldAlert} />}
            title="This page cannot be shown here"
            description="Its address is not a secure (https) page of another website. Ask your agency to check this tab."
          />
        )}
      </div>
    );
  }
  return (
    <ClientShell
      agency={request.agency}
      feedback={request.feedback}
      viewer={viewer}
      page={customTabKey(href)}
      agentId={agentId}
    >
      {content}
    </ClientShell>
  );
}
