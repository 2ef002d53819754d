import http from "node:http";
import { expect, test } from "@playwright/test";
import { createAgent } from "./api";
import { DEMO_STATE } from "./global-setup";

/**
 * The embed: a plain HTML page on another local port (another origin) pastes the Website Script
 * snippet; the loader shows the launcher, opens the agent's render page in an iframe, closes on
 * Escape and answers to window.Parlo.
 */

const TITLE = "Widget embed agent";
let server: http.Server;
let siteUrl = "";
let dashboardUrl = "";
let agentId = "";

function sitePage(): string {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>A customer's website</title>
    <script>
      window.Parlo = window.Parlo || { q: [] };
      window.widgetEvents = [];
      window.Parlo.q.push(["on", "open", () => window.widgetEvents.push("open")]);
      window.Parlo.q.push(["on", "close", () => window.widgetEvents.push("close")]);
    </script>
  </head>
  <body>
    <h1>Bikes and more</h1>
    <script src="${dashboardUrl}/widget.js" data-agent-id="${agentId}" data-region="eu" async></script>
  </body>
</html>`;
}

test.beforeAll(async ({ browser }, testInfo) => {
  dashboardUrl = (process.env.E2E_DASHBOARD_URL ?? testInfo.project.use.baseURL ?? "http://localhost:3000").replace(
    /\/$/,
    "",
  );
  const page = await browser.newPage({ storageState: DEMO_STATE, baseURL: dashboardUrl });
  await page.goto("/app/eu/agents");
  agentId = await createAgent(page, { title: TITLE });
  await page.close();

  server = http.createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(sitePage());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  siteUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test("widget.js is served to any site, cached with an ETag", async ({ request }) => {
  const response = await request.get(`${dashboardUrl}/widget.js`);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/javascript");
  expect(response.headers()["access-control-allow-origin"]).toBe("*");
  const etag = response.headers()["etag"] ?? "";
  expect(etag).not.toBe("");
  expect(response.headers()["cache-control"]).toContain("max-age=");
  const again = await request.get(`${dashboardUrl}/widget.js`, { headers: { "If-None-Match": etag } });
  expect(again.status()).toBe(304);
});

test("a page on another origin embeds the agent: launcher, iframe, Escape, window.Parlo", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(siteUrl);

  const launcher = page.getByRole("button", { name: "Open chat" });
  await expect(launcher).toBeVisible();
  await expect(launcher).toHaveAttribute("aria-expanded", "false");
  // the chat page loads on first open, not before
  await expect(page.locator("iframe")).toHaveCount(0);

  await launcher.click();
  const panel = page.getByRole("dialog", { name: "Chat" });
  await expect(panel).toBeVisible();
  const frameUrl = `${dashboardUrl}/app/eu/render/${agentId}/iframe`;
  await expect(panel.locator("iframe")).toHaveAttribute("src", frameUrl);
  await expect.poll(() => page.frames().some((frame) => frame.url() === frameUrl)).toBe(true);
  await expect(page.frameLocator('iframe[title="Chat"]').getByText(TITLE).first()).toBeVisible();
  const box = await panel.boundingBox();
  expect(box?.width).toBe(400);
  expect(box?.height).toBe(600);

  // the launcher became the close button; Escape closes and gives the focus back to it
  const closeButton = page.getByRole("button", { name: "Close chat" });
  await expect(closeButton).toHaveAttribute("aria-expanded", "true");
  await closeButton.focus();
  await page.keyboard.press("Escape");
  await expect(panel).toBeHidden();
  await expect(launcher).toBeFocused();

  // the JS API
  await page.evaluate("window.Parlo.open()");
  await expect(panel).toBeVisible();
  expect(await page.evaluate("window.widgetEvents")).toEqual(["open", "close", "open"]);

  await context.close();
});

test("phones get the chat full screen with its own close button", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 700 } });
  const page = await context.newPage();
  await page.goto(siteUrl);
  await page.getByRole("button", { name: "Open chat" }).click();
  const panel = page.getByRole("dialog", { name: "Chat" });
  await expect(panel).toBeVisible();
  const box = await panel.boundingBox();
  expect(box).toEqual({ x: 0, y: 0, width: 375, height: 700 });
  await panel.getByRole("button", { name: "Close chat" }).click();
  await expect(panel).toBeHidden();
  await context.close();
});
