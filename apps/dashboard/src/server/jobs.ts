import "server-only";
import {
  crawlSite,
  createJobQueue,
  knowledgeEnqueuer,
  registerKnowledgeQueue,
  registerWorkspaceEventQueue,
  startAgencyDomainWorker,
  startKnowledgeWorker,
  startWorkspaceEventWorker,
  workspaceEventEnqueuer,
  type AgencyDomainWorker,
  type JobQueue,
  type KnowledgeWorker,
  type WorkspaceEventWorker,
} from "@parlo/core";
import { uploadStorage } from "@/app/api/upload/upload-storage";
import { env } from "@/env";
import { getDeps } from "./deps";
import { chunkEmbedder } from "./embeddings";
import { fetchGuardConfig } from "./fetch-guard-config";

interface Jobs {
  queue: JobQueue;
  /** null when JOBS_WORKER=off or the worker could not start */
  worker: Promise<KnowledgeWorker | null>;
  /** delivers workspace events to their endpoints; null when JOBS_WORKER=off or it could not start */
  eventWorker: Promise<WorkspaceEventWorker | null>;
  /** DNS reminders and the re-check of custom domains (cron); null when JOBS_WORKER=off or it could not start */
  domainWorker: Promise<AgencyDomainWorker | null>;
}

declare global {
  var parloJobs: Jobs | undefined;
}

/**
 * The background jobs of this server process, started once (kept across dev reloads): the pg-boss
 * queue of each region, registered as the knowledge procedures' queue, and, unless JOBS_WORKER=off,
 * the knowledge worker (ingestion and refresh runs, the refresh sweep every 5 minutes). The same
 * queue carries workspace events (`workspace-event`, registered for forwardWorkspaceEvent) and,
 * unless JOBS_WORKER=off, the event worker delivers them. The agency domain worker runs the DNS
 * reminders and the re-check of verified custom domains every 10 minutes.
 */
export function startJobs(): Jobs {
  if (globalThis.parloJobs) return globalThis.parloJobs;
  const queue = createJobQueue({ urls: { eu: env.DATABASE_URL_EU, na: env.DATABASE_URL_NA } });
  registerKnowledgeQueue(knowledgeEnqueuer(queue));
  registerWorkspaceEventQueue(workspaceEventEnqueuer(queue));
  const worker =
    env.JOBS_WORKER === "off"
      ? Promise.resolve(null)
      : startKnowledgeWorker(queue, {
          deps: getDeps(),
          fetchGuard: fetchGuardConfig(),
          storage: uploadStorage,
          crawl: crawlSite,
          // smart search: new chunks get their embeddings when an embeddings API is configured
          embed: chunkEmbedder() ?? undefined,
        }).catch((error: unknown) => {
          console.error("jobs: the knowledge worker could not start:", error);
          return null;
        });
  const eventWorker =
    env.JOBS_WORKER === "off"
      ? Promise.resolve(null)
      : startWorkspaceEventWorker(queue, { deps: getDeps() }).catch((error: unknown) => {
          console.error("jobs: the workspace event worker could not start:", error);
          return null;
        });
  const domainWorker =
    env.JOBS_WORKER === "off"
      ? Promise.resolve(null)
      : startAgencyDomainWorker(queue, {
          deps: getDeps(),
          recheckIntervalMs: env.CUSTOM_DOMAIN_RECHECK_HOURS * 3_600_000,
        }).catch((error: unknown) => {
          console.error("jobs: the agency domain worker could not start:", error);
          return null;
        });
  globalThis.parloJobs = { queue, worker, eventWorker, domainWorker };
  return globalThis.parloJobs;
}
