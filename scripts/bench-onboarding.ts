/**
 * `pnpm bench:onboarding`: from Create AI Agent to a usable agent, on an embedded PostgreSQL,
 * with the local fixture company website (Northwind Coffee Roasters) and the offline model.
 * Each run is the onboarding.createPersonalizedAgent procedure (validation, the agent in the
 * company's colours and logo, the templated prompt and greeting, the website queued as knowledge,
 * the workspace log) followed by the first answer from the agent in the debugger (a test
 * conversation started and a question answered by the runtime). The website's crawl runs in the
 * background meanwhile, as in the product, through the real ingestion.
 * Prints:
 * - create_to_usable_p50 / create_to_usable_max: Create AI Agent -> first answer (target < 5 s)
 * - create_agent_p50: the procedure alone (info)
 * - knowledge_ready_p50: Create AI Agent -> the website's crawl finished (info; background)
 * - answered_from_site: runs whose agent answered a question from the site once its crawl was done
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import {
  crawlSite,
  createLocalStorage,
  createOfflineProvider,
  ingestSource,
  registerKnowledgeQueue,
  sendMessage,
  startConversation,
} from "@parlo/core";
import { createRegionalDb, type RegionalDb } from "@parlo/db";
import { freePort } from "@parlo/db/bootstrap";
import { createTestUser } from "@parlo/db/factories";
import { asUser, callerFor, NORTHWIND, startCompanySite } from "@parlo/testing";
import { prepareDatabases } from "./stack/databases";
import { percentile, reportAndExit, type BenchResult } from "./stack/bench-results";
import { createCaller } from "../packages/api/src/root";

const TARGET_SECONDS = 5;
const RUNS = 10;
const KNOWLEDGE_WAIT_MS = 30_000;

/** Asks the agent one question in a fresh debugger conversation; resolves with the answer's text. */
async function ask(db: RegionalDb, agentId: string, question: string): Promise<string> {
  const provider = createOfflineProvider();
  const started = await startConversation({ db, region: "eu", agentId, channel: "test" });
  const answer = await sendMessage({
    db,
    region: "eu",
    agentId,
    conversationId: started.conversationId,
    access: { kind: "visitor", token: started.visitorToken },
    text: question,
    provider,
  });
  return answer.answer?.content ?? "";
}

async function main() {
  const dir = await mkdtemp(path.join(tmpdir(), "parlo-bench-onboarding-"));
  const site = await startCompanySite({ variant: "brand" });
  const results: BenchResult[] = [];
  try {
    const databases = await prepareDatabases({
      configured: {},
      embedded: { dataDir: path.join(dir, "pg"), port: await freePort(), persistent: false },
    });
    const db = createRegionalDb(databases.urls);
    const eu = db.for("eu");
    const fetchGuard = { allowedHosts: [site.host] };
    const storage = createLocalStorage(path.join(dir, "files"));

    // the job worker of the product, in this process: each queued source is ingested in the background
    const crawls = new Map<string, Promise<unknown>>();
    registerKnowledgeQueue((job) => {
      crawls.set(
        job.sourceId,
        ingestSource({ db }, { ...job, fetchGuard, storage, crawl: crawlSite }).catch((error: unknown) => error),
      );
      return Promise.resolve();
    });

    const createTimes: number[] = [];
    const usableTimes: number[] = [];
    const knowledgeTimes: number[] = [];
    let fromSite = 0;
    for (let run = 0; run < RUNS; run++) {
      const { user } = await createTestUser(eu, { displayName: `Bench onboarding ${run}` });
      // a workspace with credits (a new one has none; offline answers cost nothing but need a balance)
      await eu.workspace.update({ where: { id: user.id }, data: { loadTokens: 100 } });
      const api = callerFor(
        createCaller,
        {
          db,
          // onboarding sends no e-mail: a mailer that would say so if it were asked to
          mailer: { send: () => Promise.reject(new Error("The onboarding benchmark sends no e-mail")) },
          brandName: "Parlo",
          dashboardUrl: "http://localhost:3000",
          fetchGuard,
          model: createOfflineProvider(),
        },
        asUser(user),
      );
      const started = performance.now();
      const created = await api.onboarding.createPersonalizedAgent({
        region: "eu",
        workspaceId: user.id,
        company: { name: NORTHWIND.name, website: site.host, description: NORTHWIND.description },
        siteUrl: `${site.url}/`,
        brandingChoices: {
          primaryColor: NORTHWIND.primaryColor,
          themeMode: "light",
          faviconApproved: true,
          favicon: `${site.url}${NORTHWIND.logoPath}`,
        },
      });
      createTimes.push(performance.now() - started);
      const first = await ask(db, created.agentId, "Hello! What do you do?");
      usableTimes.push(performance.now() - started);
      if (!first.trim()) throw new Error("The new agent gave an empty first answer");

      const source = await eu.knowledgeSource.findFirstOrThrow({ where: { agentId: created.agentId } });
      const crawl = crawls.get(source.id);
      if (!crawl) throw new Error("The website was not queued as knowledge");
      await Promise.race([crawl, new Promise((resolve) => setTimeout(resolve, KNOWLEDGE_WAIT_MS))]);
      const done = await eu.knowledgeSource.findUniqueOrThrow({ where: { id: source.id } });
      if (done.status === "SUCCESS") {
        knowledgeTimes.push(performance.now() - started);
        const answer = await ask(db, created.agentId, "When is the café open on Saturday?");
        if (answer.includes("Saturday from 8:00 to 16:00")) fromSite += 1;
      } else {
        console.log(`info run ${run}: the crawl ended ${done.status} ${done.error ?? ""}`);
      }
    }
    registerKnowledgeQueue(undefined);

    const p50 = percentile(usableTimes, 50) / 1000;
    const max = Math.max(...usableTimes) / 1000;
    results.push({
      name: "create_to_usable_p50",
      value: p50,
      unit: "s",
      digits: 3,
      target: `< ${TARGET_SECONDS} s`,
      ok: p50 < TARGET_SECONDS,
    });
    results.push({
      name: "create_to_usable_max",
      value: max,
      unit: "s",
      digits: 3,
      target: `< ${TARGET_SECONDS} s`,
      ok: max < TARGET_SECONDS,
    });
    results.push({
      name: "create_agent_p50",
      value: percentile(createTimes, 50) / 1000,
      unit: "s",
      digits: 3,
      target: "info",
      ok: true,
    });
    results.push({
      name: "knowledge_ready_p50",
      value: percentile(knowledgeTimes, 50) / 1000,
      unit: "s",
      digits: 3,
      target: "info, background",
      ok: true,
    });
    results.push({
      name: "answered_from_site",
      value: fromSite,
      unit: `of ${RUNS} runs`,
      digits: 0,
      target: `${RUNS} of ${RUNS}`,
      ok: fromSite === RUNS,
    });

    await db.disconnect();
    await databases.server?.stop();
  } finally {
    await site.close();
    await rm(dir, { recursive: true, force: true });
  }
  reportAndExit(results);
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
