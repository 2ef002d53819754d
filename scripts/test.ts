/**
 * `npm test`: every check, in order: types, lint, unit tests, integration tests (real throwaway
 * PostgreSQL), production builds, and Playwright e2e tests against the started stack in Chromium.
 * Prints one closing line `tests: N passed, N failed`.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort } from "@parlo/db/bootstrap";
import { startDevMailbox } from "@parlo/email/dev-mailbox";
import { startCompanySite, startEmailApiStandIn, startFontsStandIn, startPushServiceStandIn } from "@parlo/testing";
import { seed } from "../prisma/seed";
import { appEnv } from "./stack/app-env";
import { startApp } from "./stack/apps";
import { ensureCaddy } from "./stack/caddy";
import { ensureChromium } from "./stack/chromium";
import { startDomainsStack } from "./stack/domains-stack";
import { startModelStandIn } from "./stack/model-stand-in";
import { E2E_PROMO_CODE, startE2eStripe, stripeEnv } from "./stack/stripe-stand-in";
import { prepareDatabases } from "./stack/databases";
import { ROOT } from "./stack/paths";
import { stopAllProcesses } from "./stack/processes";

const bin = (name: string) => path.join(ROOT, "node_modules/.bin", name);
const RESULTS = path.join(ROOT, "test-results");
/** sign-in codes per client address in the e2e stack, where every browser comes from 127.0.0.1 */
const E2E_SIGN_IN_CODES_PER_IP = 100;
/** The e2e apps' output (Playwright empties test-results when it starts). */
const APP_LOGS = path.join(ROOT, "test-logs");
const totals = { passed: 0, failed: 0 };

/**
 * Runs one step as a child process. Asynchronous on purpose: the e2e mailbox lives in this
 * process and must keep answering while the step runs.
 */
async function step(
  title: string,
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<void> {
  console.log(`\n[test] ${title}`);
  const started = Date.now();
  const status = await new Promise<number | null>((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: "inherit", env });
    child.on("exit", (code) => resolve(code));
    child.on("error", () => resolve(null));
  });
  console.log(`[test] ${title}: ${status === 0 ? "ok" : "FAILED"} in ${((Date.now() - started) / 1000).toFixed(1)}s`);
  if (status !== 0) throw new Error(`${title} failed`);
}

/** Where an e2e app's output goes (test-logs/{name}.log): printed when the e2e tier fails. */
function appLog(name: string): string {
  mkdirSync(APP_LOGS, { recursive: true });
  return path.join(APP_LOGS, `${name}.log`);
}

/** The last lines of an e2e app's output, for the reason of a failure that the browser cannot see. */
function printAppLogTail(name: string, lines = 80): void {
  const file = appLog(name);
  if (!existsSync(file)) return;
  const tail = readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines);
  console.log(`\n[test] The last ${tail.length} lines of the ${name}'s output (${path.relative(ROOT, file)}):`);
  console.log(tail.join("\n"));
}

/**
 * Adds a vitest JSON report to the totals. A test file that fails to load counts as a failure
 * (its tests show as skipped, and vitest may still exit 0): the step fails.
 */
function countVitest(file: string): void {
  if (!existsSync(file)) return;
  const report: unknown = JSON.parse(readFileSync(file, "utf8"));
  if (report && typeof report === "object" && "numPassedTests" in report && "numFailedTests" in report) {
    totals.passed += Number(report.numPassedTests);
    totals.failed += Number(report.numFailedTests);
    const failedFiles = "numFailedTestSuites" in report ? Number(report.numFailedTestSuites) : 0;
    if (Number(report.numFailedTests) === 0 && failedFiles > 0) totals.failed += failedFiles;
    if (failedFiles > 0 || ("success" in report && report.success === false)) {
      throw new Error(`${path.basename(file)}: ${failedFiles} test file(s) failed`);
    }
  }
}

function countPlaywright(file: string): void {
  if (!existsSync(file)) return;
  const report: unknown = JSON.parse(readFileSync(file, "utf8"));
  if (report && typeof report === "object" && "stats" in report && report.stats && typeof report.stats === "object") {
    const stats = report.stats;
    totals.passed += "expected" in stats ? Number(stats.expected) : 0;
    totals.failed +=
      ("unexpected" in stats ? Number(stats.unexpected) : 0) + ("flaky" in stats ? Number(stats.flaky) : 0);
  }
}

async function e2e(chromium: string): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), "parlo-e2e-"));
  // E2E_PORT_BASE lets two checkouts run their e2e tiers side by side (default 4100, 4101, 4102)
  const base = Number(process.env.E2E_PORT_BASE ?? 4100);
  const ports = { dashboard: base, portal: base + 1, marketing: base + 2 };
  try {
    const databases = await prepareDatabases({
      configured: {},
      embedded: { dataDir: path.join(dir, "pg"), port: await freePort(), persistent: false },
      log: (line) => console.log(`[e2e] ${line}`),
    });
    await seed(databases.urls);
    const mailbox = await startDevMailbox({ smtpPort: 0, httpPort: 0 });
    const mailboxUrl = `http://localhost:${mailbox.httpPort}`;
    // the dashboard's real model HTTP client answers the CSS assistant from this local stand-in
    const model = await startModelStandIn();
    // company websites for the onboarding: a branded one, one that never answers, one with no brand
    const sites = await Promise.all(
      (["brand", "slow", "plain"] as const).map((variant) => startCompanySite({ variant })),
    );
    const [brandSite, slowSite, plainSite] = sites;
    // payments: the dashboard's Stripe SDK and the browser's Stripe.js talk to a local stand-in
    const stripe = await startE2eStripe();
    stripe.setWebhookUrl(`http://localhost:${ports.dashboard}/api/stripe/webhook`);
    // connected accounts' events (client billing) go to their own endpoint with their own secret
    stripe.setConnectWebhookUrl(`http://localhost:${ports.dashboard}/api/stripe/connect/webhook`);
    // Google Fonts: the agency preview loads the chosen font from a local stand-in
    const fonts = await startFontsStandIn();
    // agency domains: a DNS stand-in (specs set records through its control) and Caddy's TLS in front of the portal
    const domains = await startDomainsStack({
      portBase: base,
      portalPort: ports.portal,
      dir,
      logFile: appLog("caddy"),
    });
    // agencies' sending domains: the e-mail API's domains (mail itself still goes to the mailbox by SMTP)
    const emailApi = await startEmailApiStandIn();
    // browsers' push service: the apps post Web Pushes to it (plain http on 127.0.0.1, allowed
    // through the SSRF guard); specs mint subscriptions and read what it verified (its control)
    const pushService = await startPushServiceStandIn();
    const env = appEnv({
      urls: databases.urls,
      smtpUrl: `smtp://127.0.0.1:${mailbox.smtpPort}`,
      mailboxUrl,
      authSecret: "e2e-secret-at-least-thirty-two-characters-long",
      ports,
      modelApiBaseUrl: model.baseUrl,
      ssrfAllowedHosts: [...sites.map((site) => site.host), pushService.host],
      extra: {
        ...stripeEnv(stripe),
        FONTS_CSS_URL: fonts.cssUrl,
        FONTS_FILES_URL: fonts.filesUrl,
        ...domains.appEnv,
        EMAIL_API_URL: emailApi.url,
        EMAIL_API_KEY: emailApi.key,
        // every spec's browser signs up from 127.0.0.1: the default 20 codes per 15 minutes would run out
        SIGN_IN_CODES_PER_IP: String(E2E_SIGN_IN_CODES_PER_IP),
      },
    });
    const build = { ...env, NODE_ENV: "production" as const };
    await step(
      "Build the apps",
      bin("turbo"),
      ["run", "build", "--filter=./apps/*", "--output-logs=errors-only"],
      build,
    );
    try {
      console.log("[e2e] Starting the production builds");
      const [dashboard] = await Promise.all([
        startApp("dashboard", { mode: "start", env, port: ports.dashboard, logFile: appLog("dashboard") }),
        startApp("portal", { mode: "start", env, port: ports.portal, logFile: appLog("portal") }),
        startApp("marketing", { mode: "start", env, port: ports.marketing, logFile: appLog("marketing") }),
      ]);
      // E2E_ONLY="chats widget-embed" runs only the spec files whose names contain these words
      const only = (process.env.E2E_ONLY ?? "").split(/\s+/).filter(Boolean);
      await step("End-to-end tests (Playwright, Chromium)", bin("playwright"), ["test", ...only], {
        ...process.env,
        E2E_DASHBOARD_URL: dashboard,
        E2E_PORTAL_URL: `http://localhost:${ports.portal}`,
        E2E_MARKETING_URL: `http://localhost:${ports.marketing}`,
        E2E_MAILBOX_URL: mailboxUrl,
        E2E_COMPANY_SITE: brandSite?.host ?? "",
        E2E_SLOW_SITE: slowSite?.url ?? "",
        E2E_PLAIN_SITE: plainSite?.url ?? "",
        E2E_STRIPE_PROMO_CODE: E2E_PROMO_CODE,
        // client billing's specs connect agencies through the stand-in's API (connectTestAgency)
        E2E_STRIPE_API_URL: stripe.url,
        E2E_STRIPE_SECRET_KEY: stripe.secretKey,
        E2E_EMAIL_API_CONTROL_URL: emailApi.controlUrl,
        E2E_PUSH_CONTROL_URL: pushService.controlUrl,
        E2E_SIGN_IN_CODES_PER_IP: String(E2E_SIGN_IN_CODES_PER_IP),
        CHROMIUM_PATH: chromium,
        ...domains.specEnv,
        E2E_DATABASE_URL_EU: databases.urls.eu,
        E2E_DATABASE_URL_NA: databases.urls.na,
      });
    } catch (error) {
      printAppLogTail("dashboard");
      throw error;
    } finally {
      countPlaywright(path.join(RESULTS, "e2e-results.json"));
      await stopAllProcesses();
      await mailbox.stop();
      await model.stop();
      await stripe.close();
      await fonts.stop();
      await domains.stop();
      await emailApi.stop();
      await pushService.stop();
      await Promise.all(sites.map((site) => site.close()));
      await databases.server?.stop();
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** One vitest project, its results added to the totals. */
async function vitest(title: string, project: "unit" | "integration"): Promise<void> {
  const report = path.join(RESULTS, `${project}.json`);
  try {
    await step(title, bin("vitest"), [
      "run",
      "--project",
      project,
      "--reporter=default",
      "--reporter=json",
      `--outputFile.json=${report}`,
    ]);
  } finally {
    countVitest(report);
  }
}

/** `npm test` runs every tier; `npm test -- unit e2e` runs only the named ones (static, unit, integration, e2e). */
const TIERS = ["static", "unit", "integration", "e2e"] as const;
const chosen = process.argv.slice(2);
const runs = (tier: (typeof TIERS)[number]) => chosen.length === 0 || chosen.includes(tier);

async function main(): Promise<void> {
  rmSync(RESULTS, { recursive: true, force: true });
  rmSync(APP_LOGS, { recursive: true, force: true });
  const unknown = chosen.filter((t) => !TIERS.some((tier) => tier === t));
  if (unknown.length) throw new Error(`Unknown test tier: ${unknown.join(", ")} (choose from ${TIERS.join(", ")})`);
  const chromium = runs("e2e") ? ensureChromium() : "";
  if (runs("e2e")) ensureCaddy();
  if (runs("static")) {
    await step("Type check", "npm", ["run", "--silent", "typecheck"]);
    await step("Lint", "npm", ["run", "--silent", "lint"]);
  }
  if (runs("unit")) await vitest("Unit tests", "unit");
  if (runs("integration")) await vitest("Integration tests (real PostgreSQL)", "integration");
  if (runs("e2e")) await e2e(chromium);
}

main()
  .then(() => {
    console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed`);
  })
  .catch(async (error: unknown) => {
    await stopAllProcesses();
    console.error(`\n[test] ${error instanceof Error ? error.message : String(error)}`);
    console.log(`\ntests: ${totals.passed} passed, ${totals.failed === 0 ? 1 : totals.failed} failed`);
    process.exit(1);
  });
