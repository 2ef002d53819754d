import { isRegion } from "@parlo/db";
import { Alert } from "@parlo/ui";
import type { TAgencyGetOutput } from "@parlo/validators";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { AgencySettingsLoader } from "@/components/agency/agency-settings-loader";
import { AgencySettingsSkeleton } from "@/components/agency/agency-settings-skeleton";
import { parseTabIndex, TAB_INDEX_PARAM } from "@/components/agency/agency-tabs";
import { NoWorkspaceHere } from "@/components/shell/no-workspace-here";
import { env } from "@/env";
import { routes } from "@/lib/routes";
import { serverCaller } from "@/server/caller";
import { getShellData } from "@/server/shell-data";

export const metadata: Metadata = { title: "Agency" };
export const dynamic = "force-dynamic";

function Frame({ children }: { children: ReactNode }) {
  return <main className="mx-auto flex w-full max-w-[1500px] flex-col gap-5 p-4 sm:p-6">{children}</main>;
}

function Title() {
  return (
    <div className="flex flex-col gap-1">
      <h1 className="text-2xl font-semibold tracking-tight">Agency</h1>
      <p className="text-sm text-muted-foreground">Adjust agency settings</p>
    </div>
  );
}

/**
 * /app/{region}/agency?activeTabIndex=: the agency settings of the workspace's owner. The frame
 * (header, tabs) and a skeleton come from the server; the form, editors and preview load after
 * hydration. Members see that the settings are the owner's.
 */
export default async function AgencyPage({
  params,
  searchParams,
}: {
  params: Promise<{ region: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { region } = await params;
  if (!isRegion(region)) notFound();
  const { workspace } = await getShellData(region);
  if (!workspace) {
    return (
      <NoWorkspaceHere
        region={region}
        description="Agency settings appear once you own a workspace here."
        action={{ href: routes.agents(region), label: "Go to agents" }}
      />
    );
  }
  if (workspace.role !== "owner") {
    return (
      <Frame>
        <Title />
        <Alert variant="info" title="Only the workspace owner can change the agency settings">
          The agency&apos;s brand, domains and client billing belong to the owner of this workspace. Ask them for the
          changes you need.
        </Alert>
      </Frame>
    );
  }

  const tabIndex = parseTabIndex((await searchParams)[TAB_INDEX_PARAM]);
  const scope = { region, workspaceId: workspace.id };
  const initial: TAgencyGetOutput | null = await (await serverCaller()).agency.get(scope).catch((error: unknown) => {
    console.error("agency page: agency.get", error instanceof Error ? error.message : error);
    return null;
  });
  if (!initial) {
    return (
      <Frame>
        <Title />
        <Alert variant="error" title="The agency settings could not be loaded">
          Reload the page to try again.
        </Alert>
      </Frame>
    );
  }

  const path = routes.agency(region);
  return (
    <Frame>
      <AgencySettingsLoader
        {...scope}
        brandName={env.NEXT_PUBLIC_BRAND_NAME}
        fontsCssUrl={env.FONTS_CSS_URL}
        initial={initial}
        initialTabIndex={tabIndex}
        fallback={<AgencySettingsSkeleton path={path} tabIndex={tabIndex} />}
      />
    </Frame>
  );
}
