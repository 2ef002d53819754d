import { isRegion } from "@parlo/db";
import { EmptyState, buttonVariants } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { PanelsTopLeft, ShieldAlert } from "lucide";
import { EmbeddedTabFrame, HtmlTabFrame } from "@parlo/app-ui/custom-tab-frames";
import { CustomTabPreviewFrame } from "@/components/agency/custom-tab-preview";
import { env } from "@/env";
import { agencyCustomTabsPath, customTabContentPath, hrefOfSegments } from "@/lib/custom-tab-paths";
import { framableTabUrl } from "@parlo/core";
import { routes } from "@/lib/routes";
import { getSession } from "@/server/auth";
import { savedCustomTab } from "@/server/saved-custom-tab";
import { getShellData } from "@/server/shell-data";
import { redirectToSignIn } from "@/server/sign-in-redirect";

export const dynamic = "force-dynamic";
export const metadata: Metadata = { title: "Custom tab preview" };

/** The origins of the apps themselves, which an iframe tab may never point at. */
async function ownOrigins(): Promise<string[]> {
  const host = (await headers()).get("host");
  return [
    env.NEXTAUTH_URL,
    env.NEXT_PUBLIC_DASHBOARD_URL,
    env.NEXT_PUBLIC_PORTAL_URL,
    ...(host ? [`https://${host}`, `http://${host}`] : []),
  ].filter((origin): origin is string => typeof origin === "string" && origin !== "");
}

/**
 * Preview of an agency custom tab (/app/{region}/c{tabHref}) as the owner SAVED it: an HTML tab in
 * a sandboxed frame of the content route (opaque origin: its script reaches no cookie or page of
 * the dashboard), an iframe tab's https page in a frame; a plain message when no saved tab has
 * this address.
 */
export default async function CustomTabPreview({ params }: { params: Promise<{ region: string; tab: string[] }> }) {
  const { region, tab: segments } = await params;
  if (!isRegion(region)) notFound();
  if (!(await getSession())) await redirectToSignIn(routes.agency(region));
  const href = hrefOfSegments(segments);
  const back = agencyCustomTabsPath(region);
  const workspaceId = (await getShellData(region)).workspace?.id ?? "";
  const saved = workspaceId ? await savedCustomTab({ region, workspaceId, href }) : { status: "refused" as const };

  if (saved.status !== "found") {
    return (
      <CustomTabPreviewFrame backHref={back} tab={null} title="Custom tab" href={href}>
        <div className="flex flex-1 items-center justify-center bg-muted/40 p-4 sm:p-6">
          <EmptyState
            className="max-w-md bg-card"
            icon={<Icon node={PanelsTopLeft} />}
            title={saved.status === "missing" ? `No saved tab at ${href}` : "Custom tabs are the owner's"}
            description={
              saved.status === "missing"
                ? "Add a tab with this URL in Custom Tabs and save it: its preview shows here, as your clients will see it."
                : "Only the owner of this workspace can preview its agency's custom tabs."
            }
            action={
              <a href={back} className={buttonVariants({ variant: "outline", size: "sm" })}>
                Open Custom Tabs
              </a>
            }
          />
        </div>
      </CustomTabPreviewFrame>
    );
  }

  const { tab } = saved;
  const title = tab.label || href;
  const embedded = tab.pageType === "iframe" ? framableTabUrl(tab.iframeUrl, await ownOrigins()) : null;
  return (
    <CustomTabPreviewFrame backHref={back} tab={tab} title={title} href={tab.href}>
      {tab.pageType === "html" ? (
        <HtmlTabFrame title={`${title} (custom tab)`} src={customTabContentPath(region, workspaceId, tab.href)} />
      ) : embedded ? (
        <EmbeddedTabFrame title={`${title} (custom tab)`} src={embedded.href} />
      ) : (
        <div className="flex flex-1 items-center justify-center bg-muted/40 p-4 sm:p-6">
          <EmptyState
            className="max-w-md bg-card"
            icon={<Icon node={ShieldAlert} />}
            title="This page cannot be shown here"
            description="An embedded tab must be an https page on another site than this dashboard. Change its page URL in Custom Tabs."
            action={
              <a href={back} className={buttonVariants({ variant: "outline", size: "sm" })}>
                Open Custom Tabs
              </a>
            }
          />
        </div>
      )}
    </CustomTabPreviewFrame>
  );
}
