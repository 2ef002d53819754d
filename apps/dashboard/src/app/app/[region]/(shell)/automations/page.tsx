import { isRegion } from "@parlo/db";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CrawlerJobs } from "@/components/crawler/crawler-jobs";
import { NoWorkspaceHere } from "@/components/shell/no-workspace-here";
import { workspaceLabel } from "@/lib/workspace-label";
import { getShellData } from "@/server/shell-data";

export const metadata: Metadata = { title: "Crawler" };
export const dynamic = "force-dynamic";

/** /app/{region}/automations: the workspace's knowledge ingestion and refresh runs with their progress. */
export default async function CrawlerPage({ params }: { params: Promise<{ region: string }> }) {
  const { region } = await params;
  if (!isRegion(region)) notFound();
  const { me, workspace } = await getShellData(region);
  if (!workspace) {
    return (
      <NoWorkspaceHere
        region={region}
        description="Your workspaces live in another region. Switch there to see their crawl jobs."
        action={{ href: `/app/${me.region}/automations`, label: `Go to ${me.region.toUpperCase()}` }}
      />
    );
  }
  return (
    <main className="mx-auto max-w-[1500px] space-y-6 p-4 sm:p-6">
      <div>
        <p className="text-sm text-muted-foreground">
          {workspaceLabel(workspace)} · {region.toUpperCase()}
        </p>
        <h1 className="text-2xl font-semibold tracking-tight">Crawler</h1>
        <p className="text-sm text-muted-foreground">
          Websites, documents and texts being read into your agents&apos; knowledge bases, newest first.
        </p>
      </div>
      <CrawlerJobs region={region} workspaceId={workspace.id} />
    </main>
  );
}
