import http from "node:http";
import { expect, test, type Page } from "@playwright/test";
import { seededAgentId } from "./api";
import { DEMO_STATE } from "./global-setup";

/**
 * The security headers: every app sends them, its pages refuse to be framed, the widget's chat
 * iframe may be framed by any site, other sites keep loading widget.js and calling the runtime API,
 * and the Content-Security-Policy breaks nothing (no violation while /login hydrates or the widget
 * iframe loads).
 */

const apps = {
  dashboard: (process.env.E2E_DASHBOARD_URL ?? "http://localhost:3000").replace(/\/$/, ""),
  portal: process.env.E2E_PORTAL_URL ?? "http://localhost:3001",
  marketing: process.env.E2E_MARKETING_URL ?? "http://localhost:3002",
};

let agentId = "";
let server: http.Server;
let embedderUrl = "";

const widgetPath = () => `/app/eu/render/${agentId}/iframe`;

/** A customer's page on another origin that frames the sign-in page and the widget's chat. */
function embedderPage(): string {
  return `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>Another site</title></head>
  <body>
    <script>
      addEventListener("message", (event) => {
        if (event.data && event.data.type === "parlo:config") document.body.dataset.widget = "ready";
      });
    </script>
    <iframe id="login" title="Sign-in" src="${apps.dashboard}/login"></iframe>
    <iframe id="widget" title="Chat" src="${apps.dashboard}${widgetPath()}"></iframe>
  </body>
</html>`;
}

/** Content-Security-Policy problems the page reports: console messages and violation events. */
async function watchPolicy(page: Page): Promise<string[]> {
  const reported: string[] = [];
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) reported.push(message.text());
  });
  await page.exposeFunction("reportPolicyViolation", (text: string) => reported.push(text));
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      window.reportPolicyViolation?.(`${event.violatedDirective} blocked ${event.blockedURI || "(inline)"}`);
    });
  });
  return reported;
}

declare global {
  interface Window {
    reportPolicyViolation?: (text: string) => void;
  }
}

test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage({ storageState: DEMO_STATE, baseURL: apps.dashboard });
  agentId = await seededAgentId(page);
  await page.close();
  server = http.createServer((_request, response) => {
    response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    response.end(embedderPage());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  embedderUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test("every app sends the security headers and refuses to be framed", async ({ request }) => {
  const pages = [`${apps.dashboard}/login`, `${apps.portal}/`, `${apps.marketing}/`];
  for (const url of pages) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(200);
    const headers = response.headers();
    const policy = headers["content-security-policy"] ?? "";
    for (const directive of ["default-src 'self'", "frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'"]) {
      expect(policy, url).toContain(directive);
    }
    expect(headers["x-frame-options"], url).toBe("DENY");
    expect(headers["referrer-policy"], url).toBe("strict-origin-when-cross-origin");
    expect(headers["x-content-type-options"], url).toBe("nosniff");
    expect(headers["cross-origin-opener-policy"], url).toBe("same-origin");
    expect(headers["permissions-policy"], url).toContain("camera=()");
    // the e2e stack is plain http
    expect(headers["strict-transport-security"], url).toBeUndefined();
  }
});

test("a stored file is an inert document: no script runs, nobody frames it", async ({ request }) => {
  const response = await request.get(`${apps.dashboard}/uploads/users/nobody/missing.png`);
  expect(response.status()).toBe(404);
  const policy = response.headers()["content-security-policy"] ?? "";
  expect(policy).toContain("default-src 'none'");
  expect(policy).toContain("sandbox");
  expect(policy).not.toContain("allow-scripts");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(response.headers()["x-frame-options"]).toBe("DENY");
});

test("the widget iframe may be framed; widget.js and the runtime API stay open to any site", async ({ request }) => {
  const frame = await request.get(`${apps.dashboard}${widgetPath()}`);
  expect(frame.status()).toBe(200);
  expect(frame.headers()["content-security-policy"]).toContain("frame-ancestors *");
  expect(frame.headers()["x-frame-options"]).toBeUndefined();

  const script = await request.get(`${apps.dashboard}/widget.js`);
  expect(script.status()).toBe(200);
  expect(script.headers()["access-control-allow-origin"]).toBe("*");
  expect(script.headers()["cross-origin-resource-policy"]).toBeUndefined();

  const preflight = await request.fetch(`${apps.dashboard}/api/runtime/eu/agents/${agentId}/conversations`, {
    method: "OPTIONS",
    headers: {
      Origin: "https://customer.example",
      "Access-Control-Request-Method": "POST",
      "Access-Control-Request-Headers": "content-type",
    },
  });
  expect(preflight.ok()).toBe(true);
  expect(preflight.headers()["access-control-allow-origin"]).toBe("*");
  expect(preflight.headers()["cross-origin-resource-policy"]).toBeUndefined();
});

test("/login hydrates under the policy without a violation", async ({ page }) => {
  const reported = await watchPolicy(page);
  await page.goto(`${apps.dashboard}/login`);
  // enabled once React has hydrated the form; the message comes from the client-side check
  const submit = page.getByRole("button", { name: "Email Login Code" });
  await expect(submit).toBeEnabled();
  await page.getByLabel("Email").fill("not-an-email");
  await submit.click();
  await expect(page.getByText("Please enter a valid email")).toBeVisible();
  expect(reported).toEqual([]);
});

test("another site can frame the widget's chat but not the sign-in page", async ({ page }) => {
  const reported = await watchPolicy(page);
  const refused = page.waitForEvent("console", (message) => message.text().includes("frame-ancestors 'none'"));
  await page.goto(embedderUrl);

  // the chat renders and hydrates in its frame (it posts its config to the embedding page)
  await expect(page.frameLocator("#widget").getByRole("log", { name: "Messages" })).toBeVisible();
  await expect(page.locator("body")).toHaveAttribute("data-widget", "ready");

  // the browser refused to show the sign-in page in a frame
  await refused;
  await expect(page.frameLocator("#login").getByLabel("Email")).toHaveCount(0);
  expect(reported.filter((text) => !text.includes("frame-ancestors 'none'"))).toEqual([]);
});
