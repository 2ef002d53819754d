import { request as httpRequest } from "node:http";
import { expect, request, test, type Browser } from "@playwright/test";
import { createAgent, isRecord, trpcQuery } from "./api";
import { signIn, uniqueEmail } from "./mailbox";
import { DEMO_STATE } from "./global-setup";
import { signUpToAgents } from "./sign-up";

const DASHBOARD = process.env.E2E_DASHBOARD_URL ?? "http://localhost:3000";
/** Another port of localhost is another origin of the same site: its pages get the dashboard's Lax cookies. */
const SAME_SITE_PAGE = process.env.E2E_MARKETING_URL ?? "http://localhost:3002";

/** A POST to the dashboard over a connection from `localAddress` (any 127.x address is this machine). */
function postFrom(localAddress: string, path: string, body: string, headers: Record<string, string>) {
  const url = new URL(path, DASHBOARD);
  return new Promise<number>((resolve, reject) => {
    const req = httpRequest(
      {
        host: "127.0.0.1",
        port: url.port,
        path: url.pathname,
        method: "POST",
        localAddress,
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), ...headers },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

test("per-address limits count the connection's address, whatever X-Forwarded-For says", async ({ browser }) => {
  const agentId = await createAgentAsDemo(browser);
  // a visitor from one address (127.0.0.77) rotating the header on every request
  const path = `/api/runtime/eu/agents/${agentId}/conversations`;
  const statuses: number[] = [];
  for (let i = 0; i < 61; i++) {
    statuses.push(await postFrom("127.0.0.77", path, "{}", { "x-forwarded-for": `198.51.100.${i}` }));
  }
  // 60 a minute per address: the 61st is refused although it claimed to be someone new
  expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
  expect(statuses[60]).toBe(429);
  // another address is still welcome
  expect(await postFrom("127.0.0.78", path, "{}", {})).toBe(200);
});

/** the stack's per-address limit on sign-in codes (SIGN_IN_CODES_PER_IP, raised above the specs' own sign-ups) */
const CODES_PER_ADDRESS = Number(process.env.E2E_SIGN_IN_CODES_PER_IP ?? "20");

test("sign-in code requests are limited per connection address, whatever X-Forwarded-For says", async () => {
  const statuses: number[] = [];
  for (let i = 0; i <= CODES_PER_ADDRESS; i++) {
    const body = JSON.stringify({ json: { purpose: "signin", email: uniqueEmail(`probe${i}`) } });
    statuses.push(
      await postFrom("127.0.0.79", "/api/trpc/auth.requestCode", body, { "x-forwarded-for": `203.0.113.${i % 250}` }),
    );
  }
  // unknown accounts are refused one by one, but every request counts against the address
  expect(statuses.slice(0, CODES_PER_ADDRESS)).not.toContain(429);
  expect(statuses[CODES_PER_ADDRESS]).toBe(429);
});

/** The demo owner creates an agent of this spec's own (visitors talk to its draft until it is published). */
async function createAgentAsDemo(browser: Browser): Promise<string> {
  const context = await browser.newContext({ storageState: DEMO_STATE });
  const page = await context.newPage();
  await page.goto("/app/eu/agents");
  const agentId = await createAgent(page, { title: "Rate limit agent" });
  await context.close();
  return agentId;
}

test("a cookie stops working at sign-out; sign out everywhere ends the other browsers too", async ({ browser }) => {
  const email = uniqueEmail("signout");
  const first = await browser.newContext();
  const page = await first.newPage();
  await signUpToAgents(page, email, "Sid Signout");
  const cookie = (await first.cookies()).find((c) => c.name.endsWith("next-auth.session-token"));
  expect(cookie).toBeDefined();
  const me = await trpcQuery(page, "auth.me");
  // the personal workspace shares the user's id
  const workspaceId = isRecord(me) && typeof me.id === "string" ? me.id : "";

  await page.getByRole("button", { name: "Account" }).click();
  await page.getByRole("menuitem", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);

  // someone who copied the cookie before the sign-out gets nothing with it
  const stolen = await request.newContext({
    baseURL: DASHBOARD,
    extraHTTPHeaders: { cookie: `${cookie?.name}=${cookie?.value}` },
  });
  expect((await stolen.get("/api/trpc/auth.me")).status()).toBe(401);
  const secretInput = encodeURIComponent(JSON.stringify({ json: { region: "eu", workspaceId } }));
  expect((await stolen.get(`/api/trpc/workspace.secret?input=${secretInput}`)).status()).toBe(401);
  await stolen.dispose();

  // two browsers signed in; "Sign out everywhere" in one signs the other out as well
  const laptop = await signedIn(browser, email);
  const phone = await signedIn(browser, email);
  const laptopPage = await laptop.newPage();
  await laptopPage.goto("/app/eu/agents");
  await laptopPage.getByRole("button", { name: "Account" }).click();
  await laptopPage.getByRole("menuitem", { name: "Sign out everywhere" }).click();
  await expect(laptopPage).toHaveURL(/\/login$/);
  const phonePage = await phone.newPage();
  await phonePage.goto("/app/eu/agents");
  await expect(phonePage).toHaveURL(/\/login\?callbackUrl=/);
  await Promise.all([first.close(), laptop.close(), phone.close()]);
});

/** A browser of its own, signed in as `email` with a code from the mailbox. */
async function signedIn(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email);
  await page.close();
  return context;
}

test("a form on a same-site page cannot change an agent with the signed-in owner's cookie", async ({ browser }) => {
  const context = await browser.newContext({ storageState: DEMO_STATE });
  const page = await context.newPage();
  await page.goto("/app/eu/agents");
  const agentId = await createAgent(page, { title: "CSRF target" });
  const stored = async () => {
    const settings = await trpcQuery(page, "agent.settings", { region: "eu", agentId });
    const document = isRecord(settings) && isRecord(settings.settings) ? settings.settings : {};
    return { title: document.title, description: document.description };
  };
  const before = await stored();

  // the attacker's page: another origin of the same site, with a form that posts itself; text/plain
  // sends "name=value", which here reads as the JSON {"title":"Taken over","description":"="}
  const attack = `${SAME_SITE_PAGE}/csrf-attack`;
  await page.route(attack, (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<form id="f" method="POST" enctype="text/plain" action="${DASHBOARD}/api/v2/agents/${agentId}">
        <input name='{"title":"Taken over","description":"' value='"}'>
      </form><script>document.getElementById("f").submit()</script>`,
    }),
  );
  const posted = page.waitForResponse((response) => response.url().includes(`/api/v2/agents/${agentId}`));
  await page.goto(attack);
  const response = await posted;
  expect(response.status()).toBe(401);
  expect(await stored()).toEqual(before);
  await context.close();
});
