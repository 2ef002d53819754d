/**
 * `npm run dev`: the whole product on this machine. Starts (or uses) the regional databases,
 * applies migrations, seeds the demo, starts the dev mailbox and the three apps.
 */
import path from "node:path";
import { startDevMailbox } from "@parlo/email/dev-mailbox";
import { buildServer } from "@parlo/http-server/build";
import { seed, DEMO_EMAIL } from "../prisma/seed";
import { appEnv } from "./stack/app-env";
import { startApp } from "./stack/apps";
import { prepareDatabases } from "./stack/databases";
import { APPS, DATA_DIR, DEV_MAILBOX_PORT, DEV_PG_PORT, DEV_SMTP_PORT } from "./stack/paths";
import { stopAllProcesses } from "./stack/processes";
import { watchDevDatabase } from "./stack/watch-dev-database";

const log = (line: string) => console.log(`[dev] ${line}`);

async function main() {
  const started = Date.now();
  const databases = await prepareDatabases({
    configured: { eu: process.env.DATABASE_URL_EU, na: process.env.DATABASE_URL_NA },
    embedded: { dataDir: path.join(DATA_DIR, "postgres"), port: DEV_PG_PORT, persistent: true },
    log,
  });
  const seeded = await seed(databases.urls);
  log(seeded.created ? `Seeded the demo (${DEMO_EMAIL})` : "Demo data present");

  const useDevMailbox = !process.env.SMTP_URL && process.env.EMAIL_TRANSPORT !== "api";
  const mailbox = useDevMailbox
    ? await startDevMailbox({
        smtpPort: DEV_SMTP_PORT,
        httpPort: DEV_MAILBOX_PORT,
        storeFile: path.join(DATA_DIR, "mailbox.json"),
      })
    : null;
  if (mailbox) log(`Dev mailbox on ${mailbox.url} (SMTP ${mailbox.smtpPort})`);

  const stopAll = async (exitCode: number) => {
    await watch?.stop();
    await stopAllProcesses();
    await mailbox?.stop();
    await databases.server?.stop();
    process.exit(exitCode);
  };
  const shutdown = async () => {
    log("Stopping...");
    await stopAll(0);
  };
  process.on("SIGINT", shutdown);
  process.on("SIGTERM", shutdown);
  // the embedded PostgreSQL is restarted once if it dies; a second death stops everything
  const watch = watchDevDatabase(databases, { log, stopAll });

  const env = appEnv({
    urls: databases.urls,
    smtpUrl: mailbox ? `smtp://127.0.0.1:${mailbox.smtpPort}` : undefined,
    mailboxUrl: mailbox ? `http://localhost:${mailbox.httpPort}` : undefined,
    ports: { dashboard: APPS.dashboard.port, portal: APPS.portal.port, marketing: APPS.marketing.port },
  });
  // the apps run behind parlo-serve (the real client address for rate limits): build it first
  await buildServer();
  const [dashboard, portal, marketing] = await Promise.all([
    startApp("dashboard", { mode: "dev", env }),
    startApp("portal", { mode: "dev", env }),
    startApp("marketing", { mode: "dev", env }),
  ]);
  log(`Ready in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  console.log(`
  Dashboard   ${dashboard}   (sign in as ${DEMO_EMAIL}; the code arrives in the dev mailbox)
  Portal      ${portal}
  Marketing   ${marketing}
  ${mailbox ? `Dev mailbox ${mailbox.url}` : "E-mail: sent through the configured transport"}
  Press Ctrl+C to stop.
`);
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await stopAllProcesses();
  process.exit(1);
});
