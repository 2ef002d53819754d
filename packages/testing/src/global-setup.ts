/**
 * Vitest global setup for integration tests: a throwaway real PostgreSQL (embedded, in a temp
 * directory, on a free port) with both regional databases migrated, and a dev mailbox that the
 * real SMTP client sends to. Torn down after the run.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { applyMigrations, databaseUrl, ensureDatabase, freePort, startEmbeddedServer } from "@parlo/db/bootstrap";
import { startDevMailbox } from "@parlo/email/dev-mailbox";
import type { TestProject } from "vitest/node";

import "./provided-context";

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), "parlo-it-"));
  const server = await startEmbeddedServer({
    dataDir: path.join(dir, "pg"),
    port: await freePort(),
    persistent: false,
  });
  const urls = { eu: databaseUrl(server.url, "parlo_test_eu"), na: databaseUrl(server.url, "parlo_test_na") };
  for (const url of Object.values(urls)) {
    await ensureDatabase(url);
    await applyMigrations(url);
  }
  const mailbox = await startDevMailbox({ smtpPort: 0, httpPort: 0 });
  project.provide("databaseUrls", urls);
  project.provide("smtpUrl", `smtp://127.0.0.1:${mailbox.smtpPort}`);
  project.provide("mailboxUrl", `http://127.0.0.1:${mailbox.httpPort}`);
  return async () => {
    await mailbox.stop();
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  };
}
