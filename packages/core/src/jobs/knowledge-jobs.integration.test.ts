import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { newEntityId } from "@parlo/db";
import { createTestAgent, createTestUser } from "@parlo/db/factories";
import { createTestDeps } from "@parlo/testing";
import { KNOWLEDGE_MESSAGES } from "@parlo/validators";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { FileStorage } from "../upload/file-storage";
import { createLocalStorage } from "../upload/local-storage";
import { createJobQueue, type JobQueue } from "./job-queue";
import {
  KNOWLEDGE_INGEST_QUEUE,
  KNOWLEDGE_REFRESH_DUE_QUEUE,
  queueKnowledgeJob,
  startKnowledgeWorker,
  type KnowledgeWorker,
  type TKnowledgeJobPayload,
} from "./knowledge-jobs";
import { queueDueRefreshes, REFRESH_CLAIM_MS } from "./queue-due-refreshes";

const deps = createTestDeps();
const eu = deps.db.for("eu");
let dir: string;
let queue: JobQueue;
let worker: KnowledgeWorker;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "parlo-jobs-"));
  const local = createLocalStorage(dir);
  // a storage that fails unexpectedly for one path (the job must be retried, not given up)
  const storage: FileStorage = {
    put: (storagePath, bytes, contentType) => local.put(storagePath, bytes, contentType),
    get: async (storagePath) => {
      if (storagePath.includes("explode")) throw new Error("disk on fire");
      return local.get(storagePath);
    },
  };
  queue = createJobQueue({ urls: { eu: inject("databaseUrls").eu } });
  worker = await startKnowledgeWorker(queue, {
    deps,
    fetchGuard: {},
    storage,
    pollingIntervalSeconds: 0.5,
  });
}, 60_000);

afterAll(async () => {
  await worker.stop({ timeoutMs: 5000 });
  await queue.stop({ timeoutMs: 5000 });
  await rm(dir, { recursive: true, force: true });
  await deps.db.disconnect();
});

async function owner() {
  const { user } = await createTestUser(eu);
  const agent = await createTestAgent(eu, { id: user.id, ownerId: user.id });
  return { workspaceId: user.id, agentId: agent.id };
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe("knowledge jobs (pg-boss)", () => {
  it("runs a queued ingestion: the source becomes SUCCESS with chunks", async () => {
    const who = await owner();
    const source = await eu.knowledgeSource.create({
      data: { id: newEntityId(), ...who, sourceType: "text", name: "Hours", content: "We open at nine." },
    });
    const jobId = await queueKnowledgeJob(queue, { region: "eu", sourceId: source.id, kind: "ingest" });
    expect(jobId).toBeTruthy();
    const row = await until(
      () => eu.knowledgeSource.findUniqueOrThrow({ where: { id: source.id } }),
      (value) => value.status === "SUCCESS" || value.status === "ERROR",
    );
    expect(row).toMatchObject({ status: "SUCCESS", chunkCount: 1 });
    const boss = await queue.boss("eu");
    const job = await until(
      () => boss.getJobById(KNOWLEDGE_INGEST_QUEUE, jobId ?? ""),
      (value) => value?.state === "completed",
    );
    expect(job?.state).toBe("completed");
  });

  it("completes a job whose run ends with a KnowledgeError, and retries an unexpected failure", async () => {
    const who = await owner();
    const boss = await queue.boss("eu");
    const gone = await queueKnowledgeJob(queue, { region: "eu", sourceId: "no-such-source", kind: "ingest" });
    const completed = await until(
      () => boss.getJobById(KNOWLEDGE_INGEST_QUEUE, gone ?? ""),
      (value) => value?.state === "completed",
    );
    expect(completed?.state).toBe("completed");

    const source = await eu.knowledgeSource.create({
      data: {
        id: newEntityId(),
        ...who,
        sourceType: "doc",
        name: "Broken disk",
        contentURL: `/uploads/knowledge/${who.workspaceId}/explode.pdf`,
      },
    });
    const failing = await queueKnowledgeJob(queue, { region: "eu", sourceId: source.id, kind: "ingest" });
    const retried = await until(
      () => boss.getJobById(KNOWLEDGE_INGEST_QUEUE, failing ?? ""),
      (value) => value?.state === "retry",
    );
    expect(retried?.state).toBe("retry");
    expect(await eu.knowledgeSource.findUniqueOrThrow({ where: { id: source.id } })).toMatchObject({
      status: "ERROR",
      error: KNOWLEDGE_MESSAGES.ingestFailed,
    });
    await boss.cancel(KNOWLEDGE_INGEST_QUEUE, failing ?? "");
  });

  it("schedules the refresh sweep every 5 minutes", async () => {
    const boss = await queue.boss("eu");
    const schedules = await boss.getSchedules();
    expect(schedules).toContainEqual(
      expect.objectContaining({ name: KNOWLEDGE_REFRESH_DUE_QUEUE, cron: "*/5 * * * *", data: { region: "eu" } }),
    );
  });

  it("queues refreshes of due website sources and holds them for an hour", async () => {
    const who = await owner();
    const now = new Date();
    const due = await eu.knowledgeSource.create({
      data: {
        id: newEntityId(),
        ...who,
        sourceType: "url",
        name: "Site",
        url: "https://example.com/",
        refreshRate: "6h",
        nextRefreshAt: new Date(now.getTime() - 1000),
      },
    });
    const later = await eu.knowledgeSource.create({
      data: {
        id: newEntityId(),
        ...who,
        sourceType: "url",
        name: "Later",
        url: "https://example.com/later",
        refreshRate: "6h",
        nextRefreshAt: new Date(now.getTime() + 3_600_000),
      },
    });
    const queued: TKnowledgeJobPayload[] = [];
    await queueDueRefreshes({
      db: deps.db,
      region: "eu",
      now,
      enqueue: async (job) => {
        queued.push(job);
      },
    });
    expect(queued.filter((job) => job.sourceId === due.id || job.sourceId === later.id)).toEqual([
      { region: "eu", sourceId: due.id, kind: "refresh" },
    ]);
    const held = await eu.knowledgeSource.findUniqueOrThrow({ where: { id: due.id } });
    expect(held.nextRefreshAt?.getTime()).toBe(now.getTime() + REFRESH_CLAIM_MS);
  });
});
