import { createTestDeps } from "@parlo/testing";
import { afterAll, describe, expect, inject, it } from "vitest";
import { startWorkspaceEventWorker } from "./event-jobs";
import { createJobQueue, type JobQueue } from "./job-queue";
import { startKnowledgeWorker } from "./knowledge-jobs";

const deps = createTestDeps();
const schemas: string[] = [];

afterAll(async () => {
  for (const schema of schemas) await deps.db.for("eu").$executeRawUnsafe(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
  await deps.db.disconnect();
});

/** A job queue on a pg-boss schema of its own: its queues do not exist yet, as on a fresh install. */
function freshSchema(): string {
  const schema = `pgboss_fresh_${Date.now()}_${schemas.length}`;
  schemas.push(schema);
  return schema;
}

function startBoth(knowledgeQueue: JobQueue, eventQueue: JobQueue) {
  return Promise.allSettled([
    startKnowledgeWorker(knowledgeQueue, {
      deps,
      fetchGuard: {},
      storage: { put: async (path) => ({ path }), get: async () => null },
      scheduleRefreshes: false,
    }),
    startWorkspaceEventWorker(eventQueue, { deps }),
  ]);
}

async function expectStarted(results: Awaited<ReturnType<typeof startBoth>>) {
  const [knowledge, events] = results;
  expect(knowledge.status === "rejected" ? String(knowledge.reason) : "started").toBe("started");
  expect(events.status === "rejected" ? String(events.reason) : "started").toBe("started");
  if (knowledge.status === "fulfilled") await knowledge.value.stop({ timeoutMs: 1000 });
  if (events.status === "fulfilled") await events.value.stop({ timeoutMs: 1000 });
}

describe("queue creation on a fresh pg-boss schema", () => {
  it("starts the knowledge and the event worker of one process at the same time (no deadlock)", async () => {
    for (let round = 0; round < 3; round++) {
      const queue = createJobQueue({ urls: { eu: inject("databaseUrls").eu }, schema: freshSchema() });
      try {
        await expectStarted(await startBoth(queue, queue));
      } finally {
        await queue.stop({ timeoutMs: 1000 });
      }
    }
  }, 120_000);

  it("starts them in two processes on the same schema at the same time (a deadlock is retried)", async () => {
    for (let round = 0; round < 3; round++) {
      const schema = freshSchema();
      const first = createJobQueue({ urls: { eu: inject("databaseUrls").eu }, schema });
      const second = createJobQueue({ urls: { eu: inject("databaseUrls").eu }, schema });
      try {
        // pg-boss's schema first, so that both go straight to their queues
        await first.boss("eu");
        await second.boss("eu");
        await expectStarted(await startBoth(first, second));
      } finally {
        await first.stop({ timeoutMs: 1000 });
        await second.stop({ timeoutMs: 1000 });
      }
    }
  }, 120_000);
});
