import { startHostSite, type HostSite } from "@parlo/testing";
import { expect, test } from "@playwright/test";
import { createAgent } from "./api";
import { DEMO_STATE } from "./global-setup";

/**
 * How the widget loads on a customer's website: the async snippet never holds the page back, even
 * when the widget's server is slow, an embedded chat loads only when its target comes near the
 * viewport and after the page's load event, and the chat that opens is the standalone bundle.
 */

const TITLE = "Widget loading agent";
/** how long the slow stand-in holds widget.js back */
const SLOW_MS = 3000;
let site: HostSite;
let slowSite: HostSite;
let dashboardUrl = "";
let agentId = "";

const page = (body: string, scriptOrigin: string, attributes = "") => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>A customer's website</title>
    <script>
      document.addEventListener("DOMContentLoaded", () => (window.domReadyAt = performance.now()));
    </script>
    <script src="${scriptOrigin}/widget.js" data-agent-id="${agentId}" data-region="eu" ${attributes} async></script>
  </head>
  <body>
    ${body}
  </body>
</html>`;

test.beforeAll(async ({ browser }, testInfo) => {
  dashboardUrl = (process.env.E2E_DASHBOARD_URL ?? testInfo.project.use.baseURL ?? "http://localhost:3000").replace(
    /\/$/,
    "",
  );
  const owner = await browser.newPage({ storageState: DEMO_STATE, baseURL: dashboardUrl });
  await owner.goto("/app/eu/agents");
  agentId = await createAgent(owner, { title: TITLE });
  await owner.close();
  site = await startHostSite();
  // the widget's server, slow to send widget.js (everything else relayed at once)
  slowSite = await startHostSite({ proxyTo: dashboardUrl, delays: { "/widget.js": SLOW_MS } });
  site.setPage("/slow", page("<h1>Bikes and more</h1>", slowSite.url));
  site.setPage(
    "/embedded",
    page(
      '<h1>Bikes and more</h1><div style="height: 3000px">Scroll down</div><div id="chat" style="height: 500px"></div>',
      dashboardUrl,
      'data-mode="embedded" data-target="#chat"',
    ),
  );
});

test.afterAll(async () => {
  await site.stop();
  await slowSite.stop();
});

test("a slow widget server never holds back the page: DOMContentLoaded comes before widget.js", async ({ browser }) => {
  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.goto(`${site.url}/slow`, { waitUntil: "domcontentloaded" });
  await expect(tab.getByRole("heading", { name: "Bikes and more" })).toBeVisible();
  // the launcher comes once the slow server answers
  await expect(tab.getByRole("button", { name: "Open chat" })).toBeVisible({ timeout: SLOW_MS + 15_000 });
  const order = await tab.evaluate((url) => {
    const script = performance.getEntriesByName(url)[0];
    const scriptArrived = script instanceof PerformanceResourceTiming ? script.responseEnd : -1;
    return { domReadyAt: Reflect.get(window, "domReadyAt"), scriptArrived };
  }, `${slowSite.url}/widget.js`);
  expect(order.scriptArrived).toBeGreaterThan(0);
  expect(order.domReadyAt).toBeLessThan(order.scriptArrived);
  await context.close();
});

test("an embedded chat loads when its target comes near the viewport, after the page's load event", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const tab = await context.newPage();
  const frameRequests: string[] = [];
  tab.on("request", (request) => {
    if (request.url().includes("/render/")) frameRequests.push(request.url());
  });
  await tab.goto(`${site.url}/embedded`, { waitUntil: "load" });
  // the loader has put its host element in the target: it is running, and still loads nothing
  await expect(tab.locator("#chat [data-parlo-widget]")).toHaveCount(1);
  await tab.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  expect(frameRequests).toEqual([]);

  await tab.locator("#chat").scrollIntoViewIfNeeded();
  const chat = tab.frameLocator('iframe[title="Chat"]').getByTestId("parlo-chat");
  await expect(chat.getByRole("textbox", { name: "Message" })).toBeVisible();
  expect(frameRequests).toEqual([`${dashboardUrl}/app/eu/render/${agentId}/iframe`]);
  const timing = await tab.evaluate(() => {
    const navigation = performance.getEntriesByType("navigation")[0];
    const frame = performance.getEntriesByType("resource").find((entry) => entry.name.includes("/render/"));
    const loadEnd = navigation instanceof PerformanceNavigationTiming ? navigation.loadEventEnd : -1;
    return { loadEnd, frameStart: frame?.startTime ?? -1 };
  });
  expect(timing.loadEnd).toBeGreaterThan(0);
  expect(timing.frameStart).toBeGreaterThanOrEqual(timing.loadEnd);
  await context.close();
});

test("the chat that opens is the standalone bundle: no Next.js or React runtime", async ({ browser }) => {
  const context = await browser.newContext();
  const tab = await context.newPage();
  const scripts: string[] = [];
  tab.on("request", (request) => {
    if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
  });
  await tab.goto(`${dashboardUrl}/app/eu/render/${agentId}/iframe`);
  await expect(tab.getByRole("textbox", { name: "Message" })).toBeVisible();
  expect(scripts).toEqual(["/chat.js"]);
  await context.close();
});
