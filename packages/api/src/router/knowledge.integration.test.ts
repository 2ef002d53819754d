import { registerKnowledgeQueue, type KnowledgeJobKind } from "@parlo/core";
import { newEntityId } from "@parlo/db";
import { createTestUser } from "@parlo/db/factories";
import { asUser, callerFor, createTestDeps, refusal } from "@parlo/testing";
import {
  DEFAULT_MAX_KB_CHARS,
  KNOWLEDGE_MESSAGES,
  KNOWLEDGE_TAB_MESSAGES,
  describeSettingsError,
} from "@parlo/validators";
import { ZodError } from "zod";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createCaller } from "../root";

const deps = createTestDeps();
const eu = deps.db.for("eu");

interface Queued {
  region: string;
  sourceId: string;
  kind: KnowledgeJobKind;
}
const queued: Queued[] = [];
let queueDown = false;

beforeAll(() => {
  registerKnowledgeQueue((job) => {
    if (queueDown) return Promise.reject(new Error("queue unavailable"));
    queued.push(job);
    return Promise.resolve();
  });
});
afterEach(() => {
  queued.length = 0;
  queueDown = false;
});
afterAll(async () => {
  registerKnowledgeQueue(undefined);
  await deps.db.disconnect();
});

/** The message a client reads: a refused input as one line naming the field (the error formatter's). */
async function refusedWith(promise: Promise<unknown>): Promise<string> {
  const error = await refusal(promise);
  expect(error.code).toBe("BAD_REQUEST");
  return error.cause instanceof ZodError ? describeSettingsError(error.cause) : error.message;
}

describe("knowledge router", () => {
  let api: ReturnType<typeof createCaller>;
  let outsider: ReturnType<typeof createCaller>;
  let scope: { region: "eu"; agentId: string };
  let workspaceId: string;

  beforeAll(async () => {
    const { user } = await createTestUser(eu);
    workspaceId = user.id;
    api = callerFor(createCaller, deps, asUser(user));
    const { ID: agentId } = await api.agent.create({ region: "eu", workspaceId, title: "Support" });
    scope = { region: "eu", agentId };
    const other = await createTestUser(eu);
    outsider = callerFor(createCaller, deps, asUser(other.user));
  });

  it("adds a text source: INITIALIZED, with its ingestion queued", async () => {
    const source = await api.knowledge.addText({
      ...scope,
      name: "  Opening hours ",
      content: "We are open from 9 to 5.",
      tags: ["hours", "hours", " shop "],
    });
    expect(source).toMatchObject({
      sourceType: "text",
      name: "Opening hours",
      status: "INITIALIZED",
      tags: ["hours", "shop"],
      charCount: 0,
      pageCount: 0,
      refreshRate: "never",
    });
    expect(queued).toEqual([{ region: "eu", sourceId: source.id, kind: "ingest" }]);
    const row = await eu.knowledgeSource.findUniqueOrThrow({ where: { id: source.id } });
    expect(row).toMatchObject({ content: "We are open from 9 to 5.", workspaceId });
    // a queued run row, which the worker takes over (and the Crawler page shows meanwhile)
    const jobs = await eu.knowledgeJob.findMany({ where: { sourceId: source.id } });
    expect(jobs).toMatchObject([{ kind: "ingest", status: "queued", agentId: scope.agentId, workspaceId }]);
  });

  it("stores Q&A pairs as a text source", async () => {
    const source = await api.knowledge.addQa({
      ...scope,
      name: "FAQ",
      pairs: [
        { question: "Do you ship abroad?", answer: "Yes, to the EU." },
        { question: " Returns? ", answer: "Within 30 days." },
      ],
    });
    expect(source.sourceType).toBe("text");
    const row = await eu.knowledgeSource.findUniqueOrThrow({ where: { id: source.id } });
    expect(row.content).toBe("Q: Do you ship abroad?\nA: Yes, to the EU.\n\nQ: Returns?\nA: Within 30 days.");
    expect(queued).toEqual([{ region: "eu", sourceId: source.id, kind: "ingest" }]);
  });

  it("adds a URL source named after its host and path, with the crawl limits", async () => {
    const source = await api.knowledge.addUrl({
      ...scope,
      url: "https://docs.example.com/guide/",
      mode: "path",
      maxDepth: 2,
      maxPages: 50,
      refreshRate: "24h",
    });
    expect(source).toMatchObject({
      sourceType: "url",
      name: "docs.example.com/guide",
      url: "https://docs.example.com/guide/",
      crawl: { mode: "path", maxDepth: 2, maxPages: 50 },
      refreshRate: "24h",
      status: "INITIALIZED",
    });
    const page = await api.knowledge.addUrl({ ...scope, url: "https://example.com", name: "Home" });
    expect(page).toMatchObject({ name: "Home", crawl: { mode: "page", maxDepth: 0, maxPages: 1 } });
    expect(queued.map((job) => job.sourceId)).toEqual([source.id, page.id]);
  });

  it("adds a document uploaded to this workspace, typed by its extension", async () => {
    const source = await api.knowledge.addDoc({
      ...scope,
      name: "Price list",
      contentURL: `/uploads/knowledge/${workspaceId}/Ab12Cd34.pdf`,
      mimeType: "application/octet-stream",
      size: 1234,
    });
    expect(source).toMatchObject({ sourceType: "doc", mimeType: "application/pdf", status: "INITIALIZED" });
    const row = await eu.knowledgeSource.findUniqueOrThrow({ where: { id: source.id } });
    expect(row.contentURL).toBe(`/uploads/knowledge/${workspaceId}/Ab12Cd34.pdf`);
  });

  it("refuses a document of another workspace's folder or of another type", async () => {
    const foreign = await refusal(
      api.knowledge.addDoc({
        ...scope,
        name: "Theirs",
        contentURL: "/uploads/knowledge/AAAAAAAAAAAAAAA/Ab12Cd34.pdf",
        size: 10,
      }),
    );
    expect(foreign.code).toBe("FORBIDDEN");
    expect(foreign.message).toBe(KNOWLEDGE_TAB_MESSAGES.uploadElsewhere);
    const exe = await refusal(
      api.knowledge.addDoc({ ...scope, name: "Bad", contentURL: `/uploads/knowledge/${workspaceId}/x.exe`, size: 10 }),
    );
    expect(exe.code).toBe("BAD_REQUEST");
    expect(await refusedWith(Promise.reject(exe))).toBe(`contentURL: ${KNOWLEDGE_MESSAGES.unsupportedFile}`);
    expect(
      await refusedWith(
        api.knowledge.addDoc({ ...scope, name: "Bad", contentURL: "/uploads/users/abc/x.pdf", size: 10 }),
      ),
    ).toBe(`contentURL: ${KNOWLEDGE_TAB_MESSAGES.badUpload}`);
    expect(queued).toEqual([]);
  });

  it("refuses a bad URL, empty text, empty Q&A and too many tags with the messages", async () => {
    expect(await refusedWith(api.knowledge.addUrl({ ...scope, url: "ftp://example.com/file" }))).toBe(
      `url: ${KNOWLEDGE_MESSAGES.invalidUrl}`,
    );
    expect(await refusedWith(api.knowledge.addUrl({ ...scope, url: "not a url" }))).toBe(
      `url: ${KNOWLEDGE_MESSAGES.invalidUrl}`,
    );
    expect(await refusedWith(api.knowledge.addText({ ...scope, name: "Empty", content: "   " }))).toBe(
      `content: ${KNOWLEDGE_MESSAGES.emptyText}`,
    );
    expect(await refusedWith(api.knowledge.addText({ ...scope, name: " ", content: "x" }))).toBe(
      `name: ${KNOWLEDGE_MESSAGES.nameRequired}`,
    );
    expect(
      await refusedWith(api.knowledge.addQa({ ...scope, name: "FAQ", pairs: [{ question: "Why?", answer: "" }] })),
    ).toBe(`pairs.0.answer: ${KNOWLEDGE_MESSAGES.emptyAnswer}`);
    const tags = Array.from({ length: 11 }, (_, i) => `tag${i}`);
    expect(await refusedWith(api.knowledge.addText({ ...scope, name: "T", content: "x", tags }))).toBe(
      `tags: ${KNOWLEDGE_MESSAGES.tooManyTags}`,
    );
    expect(
      await refusedWith(api.knowledge.addUrl({ ...scope, url: "https://example.com", mode: "site", maxPages: 5000 })),
    ).toBe(`maxPages: ${KNOWLEDGE_TAB_MESSAGES.pagesRange}`);
    expect(queued).toEqual([]);
  });

  it("marks the source ERROR when its ingestion cannot be queued", async () => {
    queueDown = true;
    const source = await api.knowledge.addText({ ...scope, name: "Queue down", content: "Hello" });
    expect(source).toMatchObject({ status: "ERROR", error: KNOWLEDGE_TAB_MESSAGES.queueFailed });
    const jobs = await eu.knowledgeJob.findMany({ where: { sourceId: source.id } });
    expect(jobs).toMatchObject([{ status: "failed", error: KNOWLEDGE_TAB_MESSAGES.queueFailed }]);
    await api.knowledge.delete({ ...scope, sourceId: source.id });
  });

  it("lists the agent's sources newest first with the workspace's usage against the plan limit", async () => {
    const { sources, usage, activeSourceIds } = await api.knowledge.list(scope);
    expect(sources.length).toBeGreaterThanOrEqual(5);
    const times = sources.map((source) => source.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(usage).toEqual({ charCount: 0, limit: DEFAULT_MAX_KB_CHARS });
    // every source added so far waits for its ingestion
    expect([...activeSourceIds].sort()).toEqual(sources.map((source) => source.id).sort());

    const first = sources.at(-1);
    if (!first) throw new Error("no source");
    await eu.knowledgeSource.update({ where: { id: first.id }, data: { charCount: 1200, status: "SUCCESS" } });
    await eu.knowledgeJob.updateMany({ where: { sourceId: first.id }, data: { status: "done" } });
    await eu.workspace.update({
      where: { id: workspaceId },
      data: { customPlan: { limits: { maxKbDocsCharCount: 5000 } } },
    });
    const after = await api.knowledge.list(scope);
    expect(after.usage).toEqual({ charCount: 1200, limit: 5000 });
    expect(after.activeSourceIds).not.toContain(first.id);
    expect(after.sources.at(-1)).toMatchObject({ id: first.id, status: "SUCCESS", charCount: 1200 });
  });

  it("updates tags, name and refresh rate; website sources only refresh on a schedule", async () => {
    const url = await api.knowledge.addUrl({ ...scope, url: "https://example.org/help" });
    const before = Date.now();
    const updated = await api.knowledge.update({
      ...scope,
      sourceId: url.id,
      tags: ["help", "docs"],
      refreshRate: "6h",
      name: "Help",
    });
    expect(updated).toMatchObject({ tags: ["help", "docs"], refreshRate: "6h", name: "Help" });
    const row = await eu.knowledgeSource.findUniqueOrThrow({ where: { id: url.id } });
    expect(row.nextRefreshAt?.getTime()).toBeGreaterThanOrEqual(before + 6 * 3_600_000);
    const never = await api.knowledge.update({ ...scope, sourceId: url.id, refreshRate: "never" });
    expect(never.refreshRate).toBe("never");
    expect((await eu.knowledgeSource.findUniqueOrThrow({ where: { id: url.id } })).nextRefreshAt).toBeNull();

    const text = await api.knowledge.addText({ ...scope, name: "Note", content: "Some text" });
    const refused = await refusal(api.knowledge.update({ ...scope, sourceId: text.id, refreshRate: "24h" }));
    expect(refused.message).toBe(KNOWLEDGE_TAB_MESSAGES.onlyUrlRefreshRate);
    const nothing = await refusal(api.knowledge.update({ ...scope, sourceId: text.id }));
    expect(nothing.message).toBe(KNOWLEDGE_TAB_MESSAGES.nothingToUpdate);
  });

  it("refreshes on demand, and not while a run of the source is waiting", async () => {
    const source = await api.knowledge.addUrl({ ...scope, url: "https://example.net/" });
    // the ingestion is still queued
    const waiting = await refusal(api.knowledge.refresh({ ...scope, sourceId: source.id }));
    expect(waiting.code).toBe("CONFLICT");
    expect(waiting.message).toBe(KNOWLEDGE_MESSAGES.alreadyRunning);

    await eu.knowledgeJob.updateMany({ where: { sourceId: source.id }, data: { status: "done" } });
    await eu.knowledgeSource.update({ where: { id: source.id }, data: { status: "SUCCESS" } });
    queued.length = 0;
    await expect(api.knowledge.refresh({ ...scope, sourceId: source.id })).resolves.toEqual({ queued: true });
    expect(queued).toEqual([{ region: "eu", sourceId: source.id, kind: "refresh" }]);
    expect(await eu.knowledgeJob.count({ where: { sourceId: source.id, kind: "refresh", status: "queued" } })).toBe(1);
    const busy = await refusal(api.knowledge.refresh({ ...scope, sourceId: source.id }));
    expect(busy.code).toBe("CONFLICT");

    // a run queued long ago and never taken does not block a new one: it is closed as failed
    await eu.knowledgeJob.updateMany({
      where: { sourceId: source.id, status: "queued" },
      data: { createdAt: new Date(Date.now() - 2 * 3_600_000) },
    });
    await expect(api.knowledge.refresh({ ...scope, sourceId: source.id })).resolves.toEqual({ queued: true });
    const runs = await eu.knowledgeJob.findMany({
      where: { sourceId: source.id, kind: "refresh" },
      orderBy: { createdAt: "asc" },
    });
    expect(runs.map((run) => run.status)).toEqual(["failed", "queued"]);
  });

  it("gets a source with its pages and runs, and lists the workspace's runs for the Crawler page", async () => {
    const source = await api.knowledge.addUrl({ ...scope, url: "https://shop.example.com/", mode: "site" });
    const pageId = newEntityId();
    await eu.knowledgePage.create({
      data: {
        id: pageId,
        sourceId: source.id,
        url: "https://shop.example.com/",
        title: "Shop",
        contentHash: "a".repeat(64),
        charCount: 42,
      },
    });
    const jobId = newEntityId();
    await eu.knowledgeJob.create({
      data: {
        id: jobId,
        sourceId: source.id,
        agentId: scope.agentId,
        workspaceId,
        kind: "ingest",
        status: "done",
        pagesFound: 3,
        pagesDone: 2,
        pagesFailed: 1,
        changes: { added: ["https://shop.example.com/", "https://shop.example.com/a"], removed: [], changed: [] },
        startedAt: new Date(Date.now() - 2000),
        finishedAt: new Date(),
      },
    });
    const detail = await api.knowledge.get({ ...scope, sourceId: source.id });
    expect(detail?.source.pageCount).toBe(1);
    expect(detail?.pages).toEqual([
      { url: "https://shop.example.com/", title: "Shop", charCount: 42, fetchedAt: expect.any(Date) },
    ]);
    expect(detail?.jobs[0]).toMatchObject({
      id: jobId,
      status: "done",
      changes: {
        added: 2,
        removed: 0,
        changed: 0,
        addedUrls: ["https://shop.example.com/", "https://shop.example.com/a"],
      },
    });
    await expect(api.knowledge.get({ ...scope, sourceId: "nope" })).resolves.toBeNull();

    const { jobs } = await api.knowledge.jobs({ region: "eu", workspaceId });
    const times = jobs.map((job) => job.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(jobs.find((job) => job.id === jobId)).toMatchObject({
      id: jobId,
      sourceName: "shop.example.com",
      agentTitle: "Support",
      crawlMode: "site",
      pagesFound: 3,
      pagesDone: 2,
    });
  });

  it("deletes a source with its pages and chunks", async () => {
    const source = await api.knowledge.addText({ ...scope, name: "To delete", content: "Bye" });
    const pageId = newEntityId();
    await eu.knowledgePage.create({
      data: {
        id: pageId,
        sourceId: source.id,
        url: `text:${source.id}`,
        title: "To delete",
        contentHash: "b".repeat(64),
        charCount: 3,
      },
    });
    await eu.knowledgeChunk.create({
      data: {
        id: newEntityId(),
        sourceId: source.id,
        pageId,
        agentId: scope.agentId,
        position: 0,
        title: "To delete",
        content: "Bye",
        charCount: 3,
      },
    });
    await expect(api.knowledge.delete({ ...scope, sourceId: source.id })).resolves.toEqual({ deleted: true });
    expect(await eu.knowledgeChunk.count({ where: { sourceId: source.id } })).toBe(0);
    expect(await eu.knowledgePage.count({ where: { sourceId: source.id } })).toBe(0);
    const again = await refusal(api.knowledge.delete({ ...scope, sourceId: source.id }));
    expect(again.code).toBe("NOT_FOUND");
    expect(again.message).toBe(KNOWLEDGE_MESSAGES.notFound);
  });

  it("refuses another workspace's member everywhere", async () => {
    const source = await api.knowledge.addText({ ...scope, name: "Private", content: "Secret recipe" });
    queued.length = 0;
    const calls: Array<() => Promise<unknown>> = [
      () => outsider.knowledge.list(scope),
      () => outsider.knowledge.get({ ...scope, sourceId: source.id }),
      () => outsider.knowledge.addText({ ...scope, name: "Mine", content: "x" }),
      () => outsider.knowledge.update({ ...scope, sourceId: source.id, tags: ["x"] }),
      () => outsider.knowledge.refresh({ ...scope, sourceId: source.id }),
      () => outsider.knowledge.delete({ ...scope, sourceId: source.id }),
      () => outsider.knowledge.jobs({ region: "eu", workspaceId }),
    ];
    for (const call of calls) {
      const error = await refusal(call());
      expect(["NOT_FOUND", "FORBIDDEN"]).toContain(error.code);
    }
    expect(queued).toEqual([]);
    expect(await eu.knowledgeSource.count({ where: { id: source.id } })).toBe(1);
  });
});
