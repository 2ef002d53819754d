/**
 * bench:chat's figures of the chat's first open, in headless Chromium against a customer's page on
 * its own origin (`startHostSite`), with the dashboard already warm:
 * - chat_ui_on_open_gzip: the chat page and everything it loads (HTML, JavaScript, CSS), gzipped
 * - click_to_ready_p50 / _p95: from the click on the launcher (the page's own click event) until the
 *   chat tells the loader it is ready (its `ready` event: the chat is drawn and listens, the message
 *   box takes the focus), both on the page's clock, for a first-time visitor (a new browser context
 *   each time: nothing cached)
 *   (BENCH_OPEN_DEBUG=1 prints each open's timeline from the click: the chat page's request,
 *   first byte, last byte and interactive, then /chat.js's request and arrival, then ready)
 * - embedded_before_visible_gzip: what an embedded chat's page loads from the dashboard while the
 *   chat's target is off screen (the loader alone)
 */
import { gzipSync } from "node:zlib";
import { chromium, type Browser } from "@playwright/test";
import { startHostSite } from "@parlo/testing";
import { percentile, type BenchResult } from "./bench-results";
import { ensureChromium } from "./chromium";

const TARGETS = { onOpenKb: 60, clickToReadyMs: 300 };
const OPEN_SAMPLES = 15;

const gzipKb = (bytes: Buffer | string) => gzipSync(bytes).length / 1024;

async function fetchBytes(url: string): Promise<Buffer> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return Buffer.from(await response.arrayBuffer());
}

/** The chat page and the scripts and stylesheets it names, gzipped one by one, in KB. */
async function chatPageKb(base: string, agentId: string): Promise<number> {
  const html = (await fetchBytes(`${base}/app/eu/render/${agentId}/iframe`)).toString("utf8");
  const assets = [
    ...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g),
  ].map((match) => new URL((match[1] ?? "").replaceAll("&amp;", "&"), base).toString());
  let total = gzipKb(html);
  for (const asset of assets) total += gzipKb(await fetchBytes(asset));
  return total;
}

const hostPage = (base: string, agentId: string, body: string, attributes = "") => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>A customer's website</title>
<script>
  window.Parlo = window.Parlo || { q: [] };
  window.Parlo.q.push(["on", "ready", () => (window.benchReadyAt = performance.now())]);
  document.addEventListener("click", () => (window.benchClickAt = window.benchClickAt || performance.now()), true);
</script>
<script src="${base}/widget.js" data-agent-id="${agentId}" data-region="eu" ${attributes} async></script>
</head><body>${body}</body></html>`;

async function clickToReady(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: "load" });
    const launcher = page.getByRole("button", { name: "Open chat" });
    await launcher.waitFor();
    await launcher.click();
    await page.frameLocator('iframe[title="Chat"]').locator("textarea:focus").waitFor();
    const times = await page.evaluate(() => [Reflect.get(window, "benchClickAt"), Reflect.get(window, "benchReadyAt")]);
    const [clickAt, readyAt] = times.map(Number);
    if (!clickAt || !readyAt) throw new Error("the page saw no click or no ready event");
    if (process.env.BENCH_OPEN_DEBUG) {
      const hostOrigin = await page.evaluate(() => performance.timeOrigin);
      const frame = page.frames().find((f) => f.url().includes("/render/"));
      const inner = await frame?.evaluate(() => {
        const nav = performance.getEntriesByType("navigation")[0];
        const script = performance.getEntriesByType("resource").find((e) => e.name.includes("chat.js"));
        return {
          origin: performance.timeOrigin,
          nav:
            nav instanceof PerformanceNavigationTiming
              ? [nav.requestStart, nav.responseStart, nav.responseEnd, nav.domInteractive]
              : [],
          script: script instanceof PerformanceResourceTiming ? [script.startTime, script.responseEnd] : [],
        };
      });
      if (inner) {
        const shift = inner.origin - hostOrigin - clickAt;
        console.log(
          `debug click->frameOrigin ${shift.toFixed(0)} nav ${inner.nav.map((v) => (v + shift).toFixed(0)).join(",")} script ${inner.script.map((v) => (v + shift).toFixed(0)).join(",")} ready ${(readyAt - clickAt).toFixed(0)}`,
        );
      }
    }
    return readyAt - clickAt;
  } finally {
    await context.close();
  }
}

async function embeddedBeforeVisibleKb(
  browser: Browser,
  url: string,
  base: string,
): Promise<{ kb: number; paths: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    const bodies: Promise<number>[] = [];
    const paths: string[] = [];
    page.on("response", (response) => {
      if (!response.url().startsWith(base)) return;
      paths.push(new URL(response.url()).pathname);
      bodies.push(response.body().then(gzipKb, () => 0));
    });
    await page.goto(url, { waitUntil: "networkidle" });
    await page.locator("[data-parlo-widget]").waitFor({ state: "attached" });
    const kb = (await Promise.all(bodies)).reduce((sum, value) => sum + value, 0);
    return { kb, paths };
  } finally {
    await context.close();
  }
}

export async function benchChatOpen(base: string, agentId: string, loaderKb: number): Promise<BenchResult[]> {
  const results: BenchResult[] = [];
  const onOpen = await chatPageKb(base, agentId);
  results.push({
    name: "chat_ui_on_open_gzip",
    value: onOpen,
    unit: "KB",
    target: `< ${TARGETS.onOpenKb} KB`,
    ok: onOpen < TARGETS.onOpenKb,
  });

  const site = await startHostSite();
  const browser = await chromium.launch({ executablePath: ensureChromium() });
  try {
    site.setPage("/popup", hostPage(base, agentId, "<h1>Bikes and more</h1>"));
    site.setPage(
      "/embedded",
      hostPage(
        base,
        agentId,
        '<h1>Bikes and more</h1><div style="height:3000px"></div><div id="chat" style="height:500px"></div>',
        'data-mode="embedded" data-target="#chat"',
      ),
    );
    // one open to warm the server's chat page, then first-time visitors
    await clickToReady(browser, `${site.url}/popup`);
    const samples: number[] = [];
    for (let i = 0; i < OPEN_SAMPLES; i++) samples.push(await clickToReady(browser, `${site.url}/popup`));
    const p50 = percentile(samples, 50);
    results.push({
      name: "click_to_ready_p50",
      value: p50,
      unit: "ms",
      target: `< ${TARGETS.clickToReadyMs} ms`,
      ok: p50 < TARGETS.clickToReadyMs,
    });
    results.push({ name: "click_to_ready_p95", value: percentile(samples, 95), unit: "ms", target: "info", ok: true });

    const embedded = await embeddedBeforeVisibleKb(browser, `${site.url}/embedded`, base);
    const onlyLoader = embedded.paths.every((p) => p === "/widget.js");
    results.push({
      name: "embedded_before_visible_gzip",
      value: embedded.kb,
      unit: "KB",
      target: `the loader alone (${loaderKb.toFixed(1)} KB)`,
      ok: onlyLoader && embedded.kb <= loaderKb + 0.05,
    });
    if (!onlyLoader) console.log(`info embedded page loaded before visible: ${embedded.paths.join(", ")}`);
  } finally {
    await browser.close();
    await site.stop();
  }
  return results;
}
