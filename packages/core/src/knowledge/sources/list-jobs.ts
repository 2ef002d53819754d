import type { Region, RegionalDb } from "@parlo/db";
import {
  KNOWLEDGE_JOBS_PAGE,
  zCrawlMode,
  zKnowledgeSourceType,
  type TListKnowledgeJobsOutput,
} from "@parlo/validators";
import { z } from "zod";
import { JOB_ROW_SELECT, toJobRow } from "./to-job-row";

const ZCrawlMode = z.object({ mode: zCrawlMode });

/** The workspace's recent ingestion and refresh runs, newest first, with their source and agent (the Crawler page). */
export async function listKnowledgeJobs(options: {
  db: RegionalDb;
  region: Region;
  workspaceId: string;
  limit?: number;
}): Promise<TListKnowledgeJobsOutput> {
  const rows = await options.db.for(options.region).knowledgeJob.findMany({
    where: { workspaceId: options.workspaceId },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: options.limit ?? KNOWLEDGE_JOBS_PAGE,
    select: {
      ...JOB_ROW_SELECT,
      source: {
        select: {
          name: true,
          sourceType: true,
          url: true,
          status: true,
          crawl: true,
          agent: { select: { title: true } },
        },
      },
    },
  });
  return {
    jobs: rows.map((row) => {
      const crawl = ZCrawlMode.safeParse(row.source.crawl);
      return {
        ...toJobRow(row),
        sourceName: row.source.name,
        sourceType: zKnowledgeSourceType.catch("text").parse(row.source.sourceType),
        sourceUrl: row.source.url,
        sourceStatus: row.source.status,
        crawlMode: crawl.success ? crawl.data.mode : null,
        agentTitle: row.source.agent.title,
      };
    }),
  };
}
