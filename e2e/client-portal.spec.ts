import {
  agencyFormWithTabs,
  probeCustomTab,
  pushServiceStandInClient,
  type StandInPushSubscription,
} from "@parlo/testing";
import { RUNTIME_MESSAGES } from "@parlo/validators";
import { expect, test, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { createAgent, euWorkspaceId, isRecord, trpcMutation, trpcQuery } from "./api";
import { readCode, readMail, uniqueEmail } from "./mailbox";
import { screenshots } from "./screenshots";
import { signUpToAgents } from "./sign-up";

/**
 * The client portal on an agency's sub-domain (agency-shell-dashboards.md sections 2, 4, 5, 6):
 * clients sign in with a password or an e-mailed code, see exactly the pages they were given in
 * their order under the agency's brand, sign up when the agency lets them, are blocked when their
 * org's access is off; the agency admin's magic link opens every page.
 */

const PORTAL = new URL(process.env.E2E_PORTAL_URL ?? "http://localhost:3001");
const PRODUCT_BRAND = /Parlo/i;
const PASSWORD = "Correct-Horse-42";

const portalUrl = (label: string) => `http://${label}.${PORTAL.hostname}:${PORTAL.port}`;
const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

interface Agency {
  owner: Page;
  ownerEmail: string;
  workspaceId: string;
  name: string;
  /** the agency's portal: http://{sub}.localhost:{port} */
  url: string;
  orgId: string;
  client: { email: string };
  /** the org's agents: Front Desk, After Hours */
  agents: [string, string];
}

/** The data of a tRPC answer's field, as a string (asserted). */
function field(value: unknown, key: string): string {
  const found = isRecord(value) ? value[key] : undefined;
  expect(typeof found, key).toBe("string");
  return typeof found === "string" ? found : "";
}

/** On the Clients page: an org with both agents, and a client allowed Chats and Leads in that order. */
async function orgAndClientOnClientsPage(owner: Page, email: string): Promise<string> {
  await owner.goto("/app/eu/clients");
  await owner.getByRole("button", { name: "New Organization" }).first().click();
  const orgDrawer = owner.getByRole("dialog", { name: "New organization" });
  await orgDrawer.getByLabel("Name", { exact: true }).fill("Bloom Clinic");
  await orgDrawer.getByRole("checkbox", { name: "Front Desk" }).check();
  await orgDrawer.getByRole("checkbox", { name: "After Hours" }).check();
  await orgDrawer.getByRole("button", { name: "Create organization" }).click();
  await expect(orgDrawer).toBeHidden();

  await owner.getByRole("button", { name: "New Client in Bloom Clinic" }).click();
  const drawer = owner.getByRole("dialog", { name: "New client" });
  await drawer.getByLabel("Name", { exact: true }).fill("Cleo Client");
  await drawer.getByLabel("E-mail").fill(email);
  await drawer.getByLabel("Password", { exact: true }).fill(PASSWORD);
  const access = drawer.getByTestId("client-access");
  for (const box of await access.getByRole("checkbox").all()) {
    const label = (await box.locator("xpath=..").innerText()).trim();
    if (label === "Conversations" || label === "Leads") await box.check();
    else if (await box.isEnabled()) await box.uncheck();
  }
  const order = drawer.getByTestId("client-tab-order").getByRole("listitem");
  await expect(order).toHaveCount(2);
  if (!(await order.first().innerText()).includes("Conversations")) {
    await drawer.getByRole("button", { name: "Move Conversations up" }).click();
  }
  await expect(order.first()).toContainText("Conversations");
  await drawer.getByRole("button", { name: "Create client" }).click();
  const created = owner.getByRole("dialog", { name: "Client created" });
  await expect(created).toContainText(PASSWORD);
  await created.getByRole("button", { name: "Done" }).click();
  const org = owner.getByRole("group", { name: "Bloom Clinic" });
  await expect(org.getByText(email)).toBeVisible();
  await screenshots(owner, "clients-page", org);
  const listed = await trpcQuery(owner, "clients.list", { region: "eu", workspaceId: await euWorkspaceId(owner) });
  const orgs = isRecord(listed) && Array.isArray(listed.orgs) ? listed.orgs : [];
  return field(
    orgs.find((row) => isRecord(row) && row.name === "Bloom Clinic"),
    "id",
  );
}

/**
 * An owner whose agency answers on its own sub-domain, with an org of two agents and a client
 * allowed Chats and Leads in that order (made on the Clients page when `onClientsPage`).
 */
async function agencyWithClient(
  browser: Browser,
  options: {
    onClientsPage?: boolean;
    customTabs?: Parameters<typeof agencyFormWithTabs>[0];
    /** the org's credits (its agents spend them; at zero they answer that they are out of credits) */
    orgCredits?: number;
  } = {},
): Promise<Agency> {
  const context = await browser.newContext();
  const owner = await context.newPage();
  const ownerEmail = uniqueEmail("portal-owner");
  await signUpToAgents(owner, ownerEmail, "Olga Owner");
  const workspaceId = await euWorkspaceId(owner);
  const scope = { region: "eu", workspaceId };
  const name = `Bloom Studio ${suffix()}`;
  await trpcMutation(owner, "agency.save", {
    ...scope,
    agency: { ...agencyFormWithTabs(options.customTabs ?? []), name },
  });
  const label = `bloom${suffix()}`;
  await trpcMutation(owner, "agency.setSubDomain", { ...scope, subDomain: label });
  const first = await createAgent(owner, { title: "Front Desk" });
  const second = await createAgent(owner, { title: "After Hours" });
  const email = uniqueEmail("client");
  const made: Omit<Agency, "orgId"> = {
    owner,
    ownerEmail,
    workspaceId,
    name,
    url: portalUrl(label),
    client: { email },
    agents: [first, second],
  };
  const fund = async (orgId: string) => {
    const amount = options.orgCredits ?? 500;
    if (amount > 0)
      await trpcMutation(owner, "clients.transferCredits", { ...scope, orgId, direction: "toOrg", amount });
  };
  if (options.onClientsPage) {
    const orgId = await orgAndClientOnClientsPage(owner, email);
    await fund(orgId);
    return { ...made, orgId };
  }
  const created = await trpcMutation(owner, "clients.createOrg", {
    ...scope,
    name: "Bloom Clinic",
    widgetIDs: [first, second],
  });
  const orgId = field(isRecord(created) ? created.org : undefined, "id");
  await fund(orgId);
  await trpcMutation(owner, "clients.createClient", {
    ...scope,
    orgId,
    name: "Cleo Client",
    email,
    password: PASSWORD,
    canAccess: ["convos", "leads"],
    clientTabOrder: ["convos", "leads"],
  });
  return { ...made, orgId };
}

/** Changes the agency's client settings (SAAS Mode) from what they are now. */
async function clientSettings(
  agency: Pick<Agency, "owner" | "workspaceId">,
  changes: Record<string, unknown>,
): Promise<void> {
  const scope = { region: "eu", workspaceId: agency.workspaceId };
  const current = await trpcQuery(agency.owner, "agency.clientSettings", scope);
  const settings = isRecord(current) && isRecord(current.settings) ? current.settings : {};
  // the onboarding's options change one by one too
  const onboarding = isRecord(settings.clientOnboarding) ? settings.clientOnboarding : {};
  const onboardingChanges = isRecord(changes.clientOnboarding) ? changes.clientOnboarding : {};
  await trpcMutation(agency.owner, "agency.saveClientSettings", {
    ...scope,
    settings: { ...settings, ...changes, clientOnboarding: { ...onboarding, ...onboardingChanges } },
  });
}

/** The answer of a visitor's call to the public runtime API, as JSON (asserted 200). */
async function runtimeCall(
  visitor: APIRequestContext,
  method: "get" | "post",
  url: string,
  options: { token?: string; data?: unknown } = {},
): Promise<Record<string, unknown>> {
  const response = await visitor[method](url, {
    headers: { Accept: "application/json", ...(options.token ? { "X-Visitor-Token": options.token } : {}) },
    ...(options.data === undefined ? {} : { data: options.data }),
  });
  expect(response.status(), await response.text()).toBe(200);
  const body: unknown = await response.json();
  expect(isRecord(body)).toBe(true);
  return isRecord(body) ? body : {};
}

/**
 * A visitor starts a widget conversation with the agent through the public runtime API (as the
 * widget does), says `question` and asks for a person: the conversation's address and token.
 */
async function visitorAsksForPerson(
  visitor: APIRequestContext,
  agentId: string,
  question: string,
): Promise<{ url: string; conversationId: string; token: string }> {
  const conversations = `/api/runtime/eu/agents/${agentId}/conversations`;
  const started = await runtimeCall(visitor, "post", conversations, { data: { channel: "widget" } });
  const conversationId = field(started, "conversationId");
  const token = field(started, "visitorToken");
  const url = `${conversations}/${conversationId}`;
  await runtimeCall(visitor, "post", `${url}/messages`, { token, data: { text: question } });
  await runtimeCall(visitor, "post", `${url}/handoff`, { token, data: {} });
  return { url, conversationId, token };
}

async function signInWithPassword(page: Page, agency: Agency): Promise<void> {
  await page.goto(`${agency.url}/login`);
  await page.getByLabel("Email").fill(`  ${agency.client.email.toUpperCase()} `);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL(`${agency.url}/convos`);
}

test("a client signs in with the password and sees exactly its pages, in its order, in the agency's brand", async ({
  browser,
}) => {
  // a sign-up, two agents, screenshots in three looks
  test.setTimeout(150_000);
  const agency = await agencyWithClient(browser, { onClientsPage: true });
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();

  // a wrong password gets the spec's message
  await page.goto(`${agency.url}/login`);
  await page.getByLabel("Email").fill(agency.client.email);
  await page.getByLabel("Password", { exact: true }).fill("not-it");
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await expect(page.getByText("Password is incorrect please try again.")).toBeVisible();
  await screenshots(page, "client-login", page.getByRole("button", { name: "Email Login Code" }));

  await signInWithPassword(page, agency);
  const nav = page.getByTestId("client-rail").getByRole("navigation", { name: "Pages" });
  await expect(nav.getByRole("link")).toHaveText(["Conversations", "Leads"]);
  await expect(page.getByTestId("client-org")).toHaveText("Bloom Clinic");
  await expect(page.getByRole("button", { name: "Agent" })).toContainText(/Front Desk|After Hours/);
  expect(await page.locator("body").innerText()).not.toMatch(PRODUCT_BRAND);
  await expect(page).toHaveTitle(`Conversations · ${agency.name}`);

  // the portal's load sets the client online (created offline); the client's toggle turns it off
  const presence = page.getByTestId("client-online-toggle");
  await expect(presence).toHaveAttribute("aria-pressed", "true");
  await expect(presence).toBeEnabled();
  await presence.click();
  await expect(presence).toHaveAttribute("aria-pressed", "false");
  await expect(presence).toHaveText("Offline");

  // a page it was not given is refused, typed URL or not
  await page.goto(`${agency.url}/analytics`);
  await expect(page.getByText("You don't have access to this page")).toBeVisible();
  await page.goto(`${agency.url}/leads`);
  await expect(nav.getByRole("link", { name: "Leads" })).toHaveAttribute("aria-current", "page");
  await screenshots(page, "client-leads", page.getByRole("main"));

  // the session is this host's only: the portal's own address and the dashboard know nothing of it
  const cookies = await page.context().cookies();
  const session = cookies.find((cookie) => cookie.name === "client_session");
  expect(session?.domain).toBe(new URL(agency.url).hostname);
  expect(session?.httpOnly).toBe(true);

  // Log Out ends it
  await page.getByRole("button", { name: "Profile" }).click();
  await page.getByRole("menuitem", { name: "Log Out" }).click();
  await page.waitForURL(`${agency.url}/login`);
  await page.goto(`${agency.url}/convos`);
  await expect(page).toHaveURL(`${agency.url}/login`);
  await page.context().close();
  await agency.owner.context().close();
});

test("codes only when passwords are off; sign-up only when open; blocked access; the admin's magic link", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  // custom tabs: one every client sees (a probe of its sandbox), one only the agency admin sees
  const agency = await agencyWithClient(browser, {
    customTabs: [
      probeCustomTab({ label: "Reports", href: "/reports", alwaysVisible: true }),
      probeCustomTab({ label: "Internal", href: "/internal", alwaysVisible: false }),
    ],
  });
  const page = await (await browser.newContext()).newPage();

  // password sign-in turned off: no password field, the call itself refused; the e-mailed code works
  await clientSettings(agency, { disablePasswordLogin: true });
  await page.goto(`${agency.url}/login`);
  await expect(page.getByRole("button", { name: "Email Login Code" })).toBeVisible();
  await expect(page.getByLabel("Password", { exact: true })).toHaveCount(0);
  // (Node does not resolve *.localhost: the page itself calls)
  const refused = await page.evaluate(
    async ({ email, password }) => {
      const response = await fetch("/api/trpc/clientAuth.signIn", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ json: { email, password } }),
      });
      return response.text();
    },
    { email: agency.client.email, password: PASSWORD },
  );
  expect(refused).toContain("Password sign-in is turned off. Please use Email Login Code.");
  await page.getByLabel("Email").fill(agency.client.email);
  const since = new Date();
  await page.getByRole("button", { name: "Email Login Code" }).click();
  await page.getByLabel("Login Code").fill(await readCode(agency.client.email, since));
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL(`${agency.url}/convos`);

  // the always-visible custom tab follows the client's pages; its HTML runs sandboxed (no cookie, no origin)
  const clientNav = page.getByTestId("client-rail").getByRole("navigation", { name: "Pages" });
  await expect(clientNav.getByRole("link")).toHaveText(["Conversations", "Leads", "Reports"]);
  await clientNav.getByRole("link", { name: "Reports" }).click();
  await expect(clientNav.getByRole("link", { name: "Reports" })).toHaveAttribute("aria-current", "page");
  const probe = page.frameLocator('iframe[title="Reports"]');
  await expect(probe.getByRole("heading", { name: "Sandbox probe" })).toBeVisible();
  await expect(probe.locator("#cookie")).toHaveText(/^cookie: blocked \(SecurityError\)$/);
  await expect(probe.locator("#origin")).toHaveText("origin: null");
  // the admin's tab is not the client's, by URL or by its document
  await page.goto(`${agency.url}/c/internal`);
  await expect(page.getByTestId("page-refused")).toBeVisible();
  expect(await page.evaluate(async () => (await fetch("/api/custom-tab/internal")).status)).toBe(404);
  expect(await page.evaluate(async () => (await fetch("/api/custom-tab/reports")).status)).toBe(200);

  // the agency gives this client the Internal tab in its editor: it follows Reports
  await agency.owner.goto("/app/eu/clients");
  await agency.owner.getByRole("button", { name: "Edit Cleo Client" }).click();
  const editor = agency.owner.getByRole("dialog", { name: "Edit client" });
  const tabs = editor.getByRole("list", { name: "Custom tabs" });
  await expect(tabs.getByRole("checkbox", { name: /Reports/ })).toBeDisabled();
  await tabs.getByRole("checkbox", { name: /Internal/ }).check();
  await editor.getByRole("button", { name: "Save client" }).click();
  await expect(editor).toBeHidden();
  await page.goto(`${agency.url}/convos`);
  await expect(clientNav.getByRole("link")).toHaveText(["Conversations", "Leads", "Reports", "Internal"]);
  expect(await page.evaluate(async () => (await fetch("/api/custom-tab/internal")).status)).toBe(200);

  // client access turned off for the org: the blocking dialog with the org's message, and Log Out
  const scope = { region: "eu", workspaceId: agency.workspaceId };
  await trpcMutation(agency.owner, "clients.updateOrg", {
    ...scope,
    orgId: agency.orgId,
    settings: { disableClientAccess: true, disableClientAccessMessage: "Paused while we update your plan." },
  });
  await page.reload();
  const blocked = page.getByRole("alertdialog");
  await expect(blocked).toContainText("Paused while we update your plan.");
  await screenshots(page, "client-blocked", blocked);
  await blocked.getByRole("button", { name: "Log Out" }).click();
  await page.waitForURL(`${agency.url}/login`);

  // sign-up: refused until the agency opens it, then by e-mailed code; a new client has no agents
  await page.goto(`${agency.url}/signup`);
  await expect(page.getByText("Sign-up is not enabled for this portal.")).toBeVisible();
  // (with every onboarding step off, a new sign-up goes straight on to its pages)
  const noSteps = {
    showWelcomeStep: false,
    showGoalsStep: false,
    showCompanyInfoStep: false,
    showAgentCreationStep: false,
  };
  await clientSettings(agency, { enableClientSignup: true, clientOnboarding: noSteps });
  await page.goto(`${agency.url}/login`);
  await page.getByRole("link", { name: "Sign Up" }).click();
  const newcomer = uniqueEmail("newcomer");
  await page.getByLabel("Full Name").fill("Nina Newcomer");
  await page.getByLabel("Email").fill(newcomer);
  const sentAt = new Date();
  await page.getByRole("button", { name: "Send Verification Code" }).click();
  await page.getByLabel("Verification Code").fill(await readCode(newcomer, sentAt));
  await page.getByRole("button", { name: "Create" }).click();
  await page.waitForURL(`${agency.url}/home`);
  await expect(page.getByRole("alertdialog")).toContainText("This account has not agents");

  // the agency admin's magic link (on the agency's own host) opens every page
  const link = await trpcQuery(agency.owner, "agency.adminLink", scope);
  const magicLink = field(link, "magicLink");
  expect(new URL(magicLink).origin).toBe(agency.url);
  const admin = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await admin.goto(magicLink);
  await admin.waitForURL(`${agency.url}/home`);
  const nav = admin.getByTestId("client-rail").getByRole("navigation", { name: "Pages" });
  await expect(nav.getByRole("link")).toHaveText([
    "Home",
    "Leads",
    "Conversations",
    "Settings",
    "Analytics",
    "Reports",
    "Internal",
  ]);
  await expect(admin.getByTestId("client-home-totals")).toBeVisible();
  await screenshots(admin, "client-admin-home", admin.getByTestId("client-home-totals"));
  // each page shows the agent tab it names, for the agent selected
  const opened: Record<string, () => Promise<void>> = {
    Leads: () => expect(admin.getByTestId("leads-empty")).toBeVisible(),
    Conversations: () => expect(admin.getByTestId("chats-empty")).toBeVisible(),
    Settings: async () => {
      await expect(admin.getByRole("form", { name: "Core settings" })).toBeVisible();
      // the admin sees every section, the advanced ones too
      await expect(admin.getByRole("navigation", { name: "Settings sections" }).getByRole("link")).toHaveCount(10);
    },
    Analytics: () => expect(admin.getByTestId("analytics-empty")).toBeVisible(),
  };
  for (const [label, shows] of Object.entries(opened)) {
    await nav.getByRole("link", { name: label }).click();
    await expect(nav.getByRole("link", { name: label })).toHaveAttribute("aria-current", "page");
    await shows();
  }
  // the org switcher narrows the admin's agents to one org's, and back to all
  await admin.getByRole("button", { name: "Organization" }).click();
  await admin.getByRole("menuitem", { name: "Bloom Clinic" }).click();
  await expect(admin.getByTestId("switched-org")).toHaveText("Bloom Clinic");
  await admin.getByRole("button", { name: "Agent", exact: true }).click();
  // (newest change first: either order)
  await expect(admin.getByRole("menuitem")).toHaveCount(2);
  for (const title of ["After Hours", "Front Desk"])
    await expect(admin.getByRole("menuitem", { name: title })).toBeVisible();
  await admin.keyboard.press("Escape");
  await admin.getByRole("button", { name: "Organization" }).click();
  await admin.getByRole("menuitem", { name: "All organizations" }).click();
  await expect(admin.getByTestId("switched-org")).toHaveText("All organizations");
  await admin.context().close();
  await page.context().close();
  await agency.owner.context().close();
});

test("a visitor asks for a person; the client takes over in the portal's Chats and replies; the visitor gets it", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const agency = await agencyWithClient(browser);
  const [agentId] = agency.agents;
  await trpcMutation(agency.owner, "agent.update", {
    region: "eu",
    agentId,
    settings: { messageDelayMS: 0, enableHumanHandoff: true },
  });
  await trpcMutation(agency.owner, "agent.publish", { region: "eu", agentId });

  // a visitor chats with the agent through the public runtime API (as the widget does) and asks for a person
  const visitorContext = await browser.newContext();
  const visitor = visitorContext.request;
  const question = `Can someone check my booking ${suffix()}?`;
  const { conversationId, token } = await visitorAsksForPerson(visitor, agentId, question);
  const conversations = `/api/runtime/eu/agents/${agentId}/conversations`;

  // the client opens Chats for that agent in the portal: the conversation waits for a person
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInWithPassword(page, agency);
  await page.goto(`${agency.url}/convos?agent=${agentId}`);
  const row = page.getByTestId("conversation-list").locator("[data-conversation-id]").filter({ hasText: question });
  await expect(row).toHaveAttribute("data-status", "handoff_requested");
  await screenshots(page, "client-chats", row);
  await row.getByRole("button").click();

  // takes it over and replies; the visitor's conversation has the reply
  const transcript = page.getByTestId("conversation-transcript");
  await transcript.getByRole("button", { name: "Take over" }).click();
  await expect(transcript.getByTestId("conversation-status")).toHaveText("Human");
  const replyText = `Hi, Cleo from Bloom Clinic here (${suffix()})`;
  const reply = transcript.getByRole("textbox", { name: "Reply to the visitor" });
  await reply.fill(replyText);
  await reply.press("Enter");
  await expect(transcript.locator('[data-role="human"]').filter({ hasText: replyText })).toBeVisible();
  await expect
    .poll(async () =>
      JSON.stringify(await runtimeCall(visitor, "get", `${conversations}/${conversationId}/messages`, { token })),
    )
    .toContain(replyText);
  await screenshots(page, "client-chats-transcript", transcript);

  // the Leads page shows the same agent's (empty) leads, from the shared tab
  await page.getByTestId("client-rail").getByRole("link", { name: "Leads" }).click();
  await expect(page.getByTestId("leads-empty")).toBeVisible();

  // given Settings without the advanced sections, the client edits the agent's description
  const listed = await trpcQuery(agency.owner, "clients.list", { region: "eu", workspaceId: agency.workspaceId });
  const orgs = isRecord(listed) && Array.isArray(listed.orgs) ? listed.orgs : [];
  const org = orgs.find((row) => isRecord(row) && row.id === agency.orgId);
  const clients = isRecord(org) && Array.isArray(org.clients) ? org.clients : [];
  await trpcMutation(agency.owner, "clients.updateClient", {
    region: "eu",
    workspaceId: agency.workspaceId,
    clientId: field(clients[0], "id"),
    canAccess: ["convos", "leads", "settings", "kb"],
    hideAdvancedSettings: true,
  });
  await page.goto(`${agency.url}/settings?agent=${agentId}`);
  const sections = page.getByRole("navigation", { name: "Settings sections" });
  await expect(sections.getByRole("link", { name: "Core" })).toHaveAttribute("aria-current", "page");
  await expect(sections.getByRole("link", { name: "Advanced" })).toHaveCount(0);
  const description = page.getByLabel("Description");
  const text = `Answers Bloom Clinic's visitors (${suffix()})`;
  await description.fill(text);
  await page.getByRole("region", { name: "Unsaved changes" }).getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("Agent saved.")).toBeVisible();
  await screenshots(page, "client-settings", page.getByRole("form", { name: "Core settings" }));
  await page.reload();
  await expect(page.getByLabel("Description")).toHaveValue(text);
  // a hidden section asked for by URL is refused
  await page.goto(`${agency.url}/settings?agent=${agentId}&tab=advanced`);
  await expect(page.getByTestId("section-refused")).toBeVisible();

  // the Knowledge Base: sources can be added, but no documents (the portal takes no uploads)
  await page.goto(`${agency.url}/kb?agent=${agentId}`);
  const empty = page.getByTestId("knowledge-empty");
  await expect(empty.getByRole("button")).toHaveText(["Website", "Text", "Q&A"]);
  await screenshots(page, "client-kb", empty);

  await visitorContext.close();
  await page.context().close();
  await agency.owner.context().close();
});

/** Signs in on the agency's portal with an e-mail and the test password, in a new context. */
async function clientPage(browser: Browser, agency: Agency, email: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${agency.url}/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  return page;
}

async function openProfileEntry(page: Page, testId: "open-account" | "open-org"): Promise<void> {
  await page.getByRole("button", { name: "Profile" }).click();
  await page.getByTestId(testId).click();
}

test("a client edits its account; the org admin edits the org and adds a user; other members are not admins", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const agency = await agencyWithClient(browser);
  const adminEmail = uniqueEmail("org-admin");
  await trpcMutation(agency.owner, "clients.createClient", {
    region: "eu",
    workspaceId: agency.workspaceId,
    orgId: agency.orgId,
    name: "Ada Admin",
    email: adminEmail,
    password: PASSWORD,
    canAccess: ["convos"],
    isOrgAdmin: true,
    allowCreateAgents: true,
  });

  // the client renames itself and asks for every message, and sees its new name in the top bar
  const page = await clientPage(browser, agency, agency.client.email);
  await openProfileEntry(page, "open-account");
  const account = page.getByRole("form", { name: "Edit account" });
  await expect(account.getByLabel("E-mail")).toHaveValue(agency.client.email);
  await account.getByLabel("Name").fill("Cleo Rivers");
  await account.getByLabel("Notify if").selectOption({ label: "All Messages" });
  await screenshots(page, "client-account", account);
  await account.getByRole("button", { name: "Save account" }).click();
  await expect(page.getByText("Account saved")).toBeVisible();
  await expect(account).toHaveCount(0);
  await page.getByRole("button", { name: "Profile" }).click();
  await expect(page.getByRole("menu").getByText("Cleo Rivers")).toBeVisible();
  await page.keyboard.press("Escape");

  // a wrong current password is refused under its field
  await openProfileEntry(page, "open-account");
  await account.getByLabel("Current password").fill("not-my-password");
  await account.getByLabel("New password").fill("Another-Horse-43");
  await account.getByRole("button", { name: "Save account" }).click();
  await expect(account.getByText("The current password is not correct.")).toBeVisible();
  await account.getByRole("button", { name: "Cancel" }).click();

  // a member who is not the org's admin sees the org, disabled
  await openProfileEntry(page, "open-org");
  const memberView = page.getByRole("form", { name: "Edit organization" });
  await expect(memberView.getByText("You are not an admin")).toBeVisible();
  await expect(memberView.getByLabel("Name", { exact: true })).toBeDisabled();
  await expect(memberView.getByRole("button", { name: "Save organization" })).toHaveCount(0);
  await expect(memberView.getByRole("button", { name: "Add user" })).toHaveCount(0);
  await screenshots(page, "client-org-member", memberView);

  // the org's admin renames the org, turns Smart Handoff on and adds a user
  const admin = await clientPage(browser, agency, adminEmail);
  await openProfileEntry(admin, "open-org");
  const org = admin.getByRole("form", { name: "Edit organization" });
  await expect(org.getByLabel("Name", { exact: true })).toHaveValue("Bloom Clinic");
  // the agency's fields are not the org admin's
  await expect(org.getByRole("group", { name: /Organization agents/ })).toHaveCount(0);
  const newEmail = uniqueEmail("org-user");
  await org.getByLabel("Name", { exact: true }).fill("Bloom Clinic Group");
  await org.getByRole("switch", { name: "Smart Handoff" }).check();
  await org.getByLabel("New user's name").fill("Eve Newton");
  await org.getByLabel("New user's e-mail").fill(newEmail);
  await org.getByRole("button", { name: "Add user" }).click();
  const created = admin.getByRole("dialog", { name: "User added" });
  const password = (await created.getByTestId("client-created-password").textContent()) ?? "";
  expect(password).toHaveLength(15);
  await created.getByRole("button", { name: "Done" }).click();
  await expect(org.getByRole("list", { name: "Organization users" }).getByText("Eve Newton")).toBeVisible();
  await screenshots(admin, "client-org-admin", org);
  await org.getByRole("button", { name: "Save organization" }).click();
  await expect(admin.getByText("Organization saved")).toBeVisible();
  await expect(admin.getByTestId("client-org")).toHaveText("Bloom Clinic Group");

  // allowed to create agents, the admin makes one: it opens, and joins the org's agents
  await admin.getByRole("complementary").getByRole("button", { name: "New Agent" }).click();
  const dialog = admin.getByRole("dialog", { name: "New Agent" });
  await dialog.getByRole("button", { name: "Create agent" }).click();
  await expect(dialog.getByText("Please provide a name for the agent.")).toBeVisible();
  await dialog.getByLabel("Name").fill("Night Desk");
  await dialog.getByRole("button", { name: "Create agent" }).click();
  // the agency's plan counts the agents its clients make
  await expect(dialog.getByText("Your plan allows 2 agents. Upgrade your plan to create more.")).toBeVisible();
  await trpcMutation(agency.owner, "agent.delete", {
    region: "eu",
    agentId: agency.agents[1],
    confirmTitle: "After Hours",
  });
  await dialog.getByRole("button", { name: "Create agent" }).click();
  await admin.waitForURL(/\/convos\?agent=/);
  await expect(admin.getByRole("button", { name: "Agent", exact: true })).toContainText("Night Desk");
  await screenshots(admin, "client-new-agent", admin.getByRole("button", { name: "New Agent" }).first());
  // the member without the permission has no New Agent
  await page.reload();
  await expect(page.getByRole("button", { name: "New Agent" })).toHaveCount(0);

  // the new user signs in with the password shown once
  const eve = await (await browser.newContext()).newPage();
  await eve.goto(`${agency.url}/login`);
  await eve.getByLabel("Email").fill(newEmail);
  await eve.getByLabel("Password", { exact: true }).fill(password);
  await eve.getByRole("button", { name: "Sign In", exact: true }).click();
  await eve.waitForURL((url) => !url.pathname.startsWith("/login"));

  for (const p of [page, admin, eve]) await p.context().close();
  await agency.owner.context().close();
});

test("the agency moves credits to an org; the client sees them; the org's agent stops when they run out, another org's goes on", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const agency = await agencyWithClient(browser, { orgCredits: 0 });
  const [frontDesk, afterHours] = agency.agents;
  const scope = { region: "eu", workspaceId: agency.workspaceId };
  // Bloom Clinic keeps Front Desk; After Hours goes to another org with credits of its own
  await trpcMutation(agency.owner, "clients.setOrgAgents", { ...scope, orgId: agency.orgId, widgetIDs: [frontDesk] });
  const other = await trpcMutation(agency.owner, "clients.createOrg", {
    ...scope,
    name: "Harbor Vets",
    widgetIDs: [afterHours],
  });
  const otherOrgId = field(isRecord(other) ? other.org : undefined, "id");
  await trpcMutation(agency.owner, "clients.transferCredits", {
    ...scope,
    orgId: otherOrgId,
    direction: "toOrg",
    amount: 50,
  });
  for (const agentId of agency.agents) {
    await trpcMutation(agency.owner, "agent.update", { region: "eu", agentId, settings: { messageDelayMS: 0 } });
    await trpcMutation(agency.owner, "agent.publish", { region: "eu", agentId });
  }

  // the owner transfers 500 credits to Bloom Clinic on the Clients page
  const owner = agency.owner;
  await owner.goto("/app/eu/clients");
  const card = owner.getByRole("group", { name: "Bloom Clinic" });
  await card.getByRole("button", { name: "Transfer credits with Bloom Clinic" }).click();
  const dialog = owner.getByRole("dialog", { name: "Transfer credits" });
  await dialog.getByLabel("Credits", { exact: true }).fill("0");
  await dialog.getByRole("button", { name: "Transfer" }).click();
  await expect(dialog.getByText("Please enter a valid amount to transfer.")).toBeVisible();
  await dialog.getByLabel("Credits", { exact: true }).fill("500");
  await screenshots(owner, "credit-transfer", dialog);
  await dialog.getByRole("button", { name: "Transfer" }).click();
  await expect(owner.getByText("Credits transferred")).toBeVisible();
  await expect(card.getByTestId("org-credits")).toHaveText("500.0 credits");

  // the client sees the org's credits with one decimal
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInWithPassword(page, agency);
  await expect(page.getByTestId("org-credits")).toHaveText("Credits: 500.0");

  // all but half a credit goes back: Front Desk answers once more, then is out of credits
  await trpcMutation(owner, "clients.transferCredits", {
    ...scope,
    orgId: agency.orgId,
    direction: "toWorkspace",
    amount: "499.5",
  });
  const visitorContext = await browser.newContext();
  const visitor = visitorContext.request;
  const chat = async (agentId: string) => {
    const conversations = `/api/runtime/eu/agents/${agentId}/conversations`;
    const started = await runtimeCall(visitor, "post", conversations, { data: { channel: "widget" } });
    const url = `${conversations}/${field(started, "conversationId")}/messages`;
    const token = field(started, "visitorToken");
    return (text: string) =>
      visitor.post(url, {
        headers: { Accept: "application/json", "X-Visitor-Token": token },
        data: { text },
      });
  };
  const front = await chat(frontDesk);
  expect((await front("What are your opening hours?")).status()).toBe(200);
  const refused = await front("And on Sundays?");
  expect(refused.status()).toBe(402);
  expect(await refused.json()).toEqual({ success: false, error: RUNTIME_MESSAGES.outOfCredits });
  const after = await chat(afterHours);
  expect((await after("Is the vet open tonight?")).status()).toBe(200);

  await page.reload();
  await expect(page.getByTestId("org-credits")).toHaveText(/^Credits: -/);
  await page.context().close();
  await visitorContext.close();
  await owner.context().close();
});

test("a visitor asks for a person: the client's bell rings without a reload, the owner's too; marked read; a client set to None sees nothing", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const agency = await agencyWithClient(browser);
  const [agentId] = agency.agents;
  await trpcMutation(agency.owner, "agent.update", {
    region: "eu",
    agentId,
    settings: { messageDelayMS: 0, enableHumanHandoff: true, showHandoffEvenIfOffline: true },
  });
  await trpcMutation(agency.owner, "agent.publish", { region: "eu", agentId });
  const quietEmail = uniqueEmail("quiet");
  await trpcMutation(agency.owner, "clients.createClient", {
    region: "eu",
    workspaceId: agency.workspaceId,
    orgId: agency.orgId,
    name: "Quinn Quiet",
    email: quietEmail,
    password: PASSWORD,
    canAccess: ["convos", "leads"],
    notificationsSettings: { notifyThrough: "none", notifyIf: "none" },
  });

  // the client and the owner have their dashboards open, their bells listening
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInWithPassword(page, agency);
  await expect(page.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();
  const owner = agency.owner;
  await owner.goto("/app/eu/agents");
  await expect(owner.getByRole("button", { name: "Notifications", exact: true })).toBeVisible();

  // a visitor asks for a person
  const visitorContext = await browser.newContext();
  const visitor = visitorContext.request;
  const question = `Please call me back (${suffix()})`;
  const askedAt = new Date();
  await visitorAsksForPerson(visitor, agentId, question);

  // without a reload: the toast and the unread dot in the portal, and the dot in the owner's dashboard
  // (how fast it arrives is bench:portal's notification_delivery_p95)
  await expect(page.getByText("Front Desk: a visitor asks for a person")).toBeVisible();
  await expect(page.getByTestId("notification-dot")).toBeVisible();
  await expect(owner.getByTestId("notification-dot")).toBeVisible();

  // the panel lists it (with the client's settings); Mark all as read clears the dot
  await page.getByRole("button", { name: /^Notifications, 1 unread$/ }).click();
  const panel = page.getByRole("dialog", { name: "Notifications" });
  await expect(panel.getByRole("list", { name: "Notifications" })).toContainText(question);
  await expect(panel.getByLabel("Notify if")).toHaveValue("requestsOnly");
  await screenshots(page, "client-notifications", panel);
  await panel.getByRole("button", { name: "Mark all as read" }).click();
  await expect(panel.getByText("All caught up")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByTestId("notification-dot")).toHaveCount(0);
  // a click on the owner's opens the chat
  await owner.getByRole("button", { name: /^Notifications, \d+ unread$/ }).click();
  await owner
    .getByRole("dialog", { name: "Notifications" })
    .getByRole("button", { name: /a visitor asks for a person/ })
    .click();
  await owner.waitForURL(new RegExp(`/agents/${agentId}/convos\\?c=`));

  // the client takes notifications by e-mail (the default): it came from the agency too
  const mail = await readMail(agency.client.email, askedAt);
  expect(mail.subject).toBe("Front Desk: a visitor asks for a person");
  expect(mail.from).toContain(agency.name);
  expect(mail.text).toContain(`${agency.url}/convos?agent=${agentId}`);

  // the agency's announcement to this client, from the Clients page: its bell rings again
  await owner.goto("/app/eu/clients");
  await owner.getByRole("button", { name: "Announce" }).click();
  const announce = owner.getByRole("dialog", { name: "Send an announcement" });
  await announce.getByRole("button", { name: "Send" }).click();
  await expect(announce.getByText("Please enter a title.")).toBeVisible();
  await expect(announce.getByText("Choose at least one client.")).toBeVisible();
  await announce.getByLabel("Title").fill("New opening hours");
  await announce.getByLabel("Message").fill("We answer chats until 9 pm from Monday.");
  await announce.getByRole("checkbox", { name: /Cleo Client/ }).check();
  await screenshots(owner, "clients-announce", announce.getByRole("button", { name: "Send" }));
  await announce.getByRole("button", { name: "Send" }).click();
  await expect(owner.getByText("Announcement sent to 1 client")).toBeVisible();
  await expect(page.getByText("New opening hours")).toBeVisible();
  await expect(page.getByTestId("notification-dot")).toBeVisible();

  // a client whose notifications are None has nothing
  const quiet = await (await browser.newContext()).newPage();
  await quiet.goto(`${agency.url}/login`);
  await quiet.getByLabel("Email").fill(quietEmail);
  await quiet.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await quiet.getByRole("button", { name: "Sign In", exact: true }).click();
  await quiet.waitForURL(`${agency.url}/convos`);
  await quiet.getByRole("button", { name: "Notifications", exact: true }).click();
  await expect(quiet.getByTestId("notifications-empty")).toBeVisible();

  for (const p of [page, quiet]) await p.context().close();
  await visitorContext.close();
  await owner.context().close();
});

test("a new sign-up goes through the agency's onboarding steps and ends on its new agent", async ({ browser }) => {
  // an agency with sign-up open and its onboarding as it comes (every step but voice, which is not offered yet)
  const ownerPage = await (await browser.newContext()).newPage();
  await signUpToAgents(ownerPage, uniqueEmail("onboarding-owner"), "Olga Owner");
  const workspaceId = await euWorkspaceId(ownerPage);
  const scope = { region: "eu", workspaceId };
  const name = `Quay Studio ${suffix()}`;
  await trpcMutation(ownerPage, "agency.save", { ...scope, agency: { ...agencyFormWithTabs([]), name } });
  const label = `quay${suffix()}`;
  await trpcMutation(ownerPage, "agency.setSubDomain", { ...scope, subDomain: label });
  await clientSettings({ owner: ownerPage, workspaceId }, { enableClientSignup: true });
  const url = portalUrl(label);

  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto(`${url}/signup`);
  const email = uniqueEmail("onboarding-client");
  await page.getByLabel("Full Name").fill("Nora Quinn");
  await page.getByLabel("Email").fill(email);
  const sentAt = new Date();
  await page.getByRole("button", { name: "Send Verification Code" }).click();
  await page.getByLabel("Verification Code").fill(await readCode(email, sentAt));
  await page.getByRole("button", { name: "Create" }).click();
  await page.waitForURL(`${url}/client/onboarding`);
  // no top bar here, and no blocking dialog although the client has no agent yet
  await expect(page.getByTestId("client-online-toggle")).toHaveCount(0);
  await expect(page.getByRole("alertdialog")).toHaveCount(0);

  const flow = page.getByRole("region", { name: "Welcome" });
  await expect(flow).toContainText("Step 1 of 6");
  await screenshots(page, "client-onboarding-welcome", flow);
  await page.getByRole("button", { name: "Get started" }).click();

  await expect(page.getByRole("heading", { name: "What do you want your agent to do?" })).toBeVisible();
  await page.getByRole("checkbox", { name: "Capture leads" }).check();
  await page.getByRole("checkbox", { name: "Book appointments" }).check();
  await page.getByRole("button", { name: "Next" }).click();

  // the company step with the agency's rules: the website is optional here
  const company = page.getByRole("form", { name: "Tell us about your company" });
  await expect(company.getByText("(optional)")).toHaveCount(1);
  await company.getByRole("button", { name: "Next" }).click();
  await expect(company.getByText("Company name is required")).toBeVisible();
  await expect(company.getByText("Please tell us what your company does")).toBeVisible();
  await company.getByLabel("Company Name").fill("Quinn Dental");
  await company
    .getByLabel("What does your company do?")
    .fill("A family dental practice in Leeds, open six days a week.");
  await company.getByRole("button", { name: "Next" }).click();

  await expect(page.getByRole("heading", { name: "Create your agent" })).toBeVisible();
  await page.getByRole("radio", { name: "green" }).click();
  await page.getByRole("radio", { name: "Dark" }).click();
  await screenshots(page, "client-onboarding-agent", page.getByRole("button", { name: "Create my agent" }));
  await page.getByRole("button", { name: "Create my agent" }).click();
  await expect(page.getByText("Your agent Quinn Dental is ready.")).toBeVisible({ timeout: 30_000 });
  await page.getByRole("button", { name: "Next" }).click();

  // try it by text: the agent's own chat
  await expect(page.getByRole("heading", { name: "Try your agent" })).toBeVisible();
  await expect(
    page.frameLocator('[data-testid="onboarding-chat"]').getByRole("textbox", { name: "Message" }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Next" }).click();

  // the widget script for the client's website, then the dashboard on the new agent
  const script = page.getByTestId("onboarding-widget-script");
  await expect(script).toContainText('data-agent-id="');
  const agentId = /data-agent-id="([^"]+)"/.exec((await script.textContent()) ?? "")?.[1] ?? "";
  expect(agentId).not.toBe("");
  await page.getByRole("button", { name: "Go to my dashboard" }).click();
  await page.waitForURL(`${url}/home?agent=${agentId}`);
  await expect(page.getByRole("button", { name: "Agent", exact: true })).toContainText("Quinn Dental");
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  // completed: the onboarding is not shown again
  await page.goto(`${url}/client/onboarding`);
  await page.waitForURL(`${url}/home`);
  await page.context().close();
  await ownerPage.context().close();
});

/**
 * Headless Chromium reaches no real push service: `PushManager.subscribe` answers a subscription
 * the push service stand-in mints for the applicationServerKey the app passes (through
 * `mintPushSubscription`, a binding to the spec), and `getSubscription` what was subscribed. The
 * permission, the service worker's registration and the app's calls are the product's own.
 */
const PUSH_MANAGER_STAND_IN = `(() => {
  if (typeof PushManager === "undefined") return;
  const toBase64url = (bytes) =>
    btoa(String.fromCharCode(...bytes)).replace(/\\+/g, "-").replace(/\\//g, "_").replace(/=+$/, "");
  const fromBase64url = (text) =>
    Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/")), (c) => c.charCodeAt(0));
  let current = null;
  PushManager.prototype.getSubscription = async function () {
    return current;
  };
  PushManager.prototype.subscribe = async function (options) {
    const key = options.applicationServerKey;
    const bytes =
      typeof key === "string"
        ? fromBase64url(key)
        : new Uint8Array(ArrayBuffer.isView(key) ? key.buffer.slice(key.byteOffset, key.byteOffset + key.byteLength) : key);
    const minted = await window.mintPushSubscription(toBase64url(bytes));
    current = {
      endpoint: minted.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: bytes.buffer },
      getKey: (name) => fromBase64url(minted.keys[name]).buffer,
      toJSON: () => ({ endpoint: minted.endpoint, expirationTime: null, keys: minted.keys }),
      unsubscribe: async () => {
        current = null;
        return true;
      },
    };
    return current;
  };
})();`;

test("a client set to Push Notifications turns on browser notifications; a request for a person reaches its push service, signed and encrypted", async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const pushService = pushServiceStandInClient(process.env.E2E_PUSH_CONTROL_URL ?? "");
  const agency = await agencyWithClient(browser);
  const [agentId] = agency.agents;
  await trpcMutation(agency.owner, "agent.update", {
    region: "eu",
    agentId,
    settings: { messageDelayMS: 0, enableHumanHandoff: true, showHandoffEvenIfOffline: true },
  });
  await trpcMutation(agency.owner, "agent.publish", { region: "eu", agentId });

  // the client's browser: notifications allowed for the portal, the push service stood in
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(["notifications"], { origin: agency.url });
  const minted: StandInPushSubscription[] = [];
  await context.exposeBinding("mintPushSubscription", async (_source, applicationServerKey: string) => {
    const subscription = await pushService.subscribe(applicationServerKey);
    minted.push(subscription);
    return subscription;
  });
  await context.addInitScript(PUSH_MANAGER_STAND_IN);
  const page = await context.newPage();
  await signInWithPassword(page, agency);

  // in the bell's panel: notify through Push Notifications, then Browser notifications on
  await page.getByRole("button", { name: "Notifications", exact: true }).click();
  const panel = page.getByRole("dialog", { name: "Notifications" });
  await panel.getByLabel("Notify through").selectOption("push");
  await expect(page.getByText("Notification settings saved")).toBeVisible();
  const subscribed = page.waitForResponse(
    (response) => response.url().includes("portalAccount.subscribePush") && response.request().method() === "POST",
  );
  await panel.getByRole("switch", { name: "Browser notifications" }).check();
  expect((await subscribed).status()).toBe(200);
  await expect(panel.getByRole("switch", { name: "Browser notifications" })).toBeChecked();
  // the product's service worker is registered for the whole portal
  const worker = await page.evaluate(
    async () => (await navigator.serviceWorker.getRegistration("/"))?.active?.scriptURL,
  );
  expect(worker).toBe(`${agency.url}/push-sw.js`);
  expect(minted).toHaveLength(1);
  const [subscription] = minted;
  if (!subscription) throw new Error("no subscription was minted");
  await page.keyboard.press("Escape");

  // a visitor asks for a person: the push service gets a push it verifies (VAPID) and decrypts
  const visitorContext = await browser.newContext();
  const question = `Please call me back (${suffix()})`;
  const { conversationId } = await visitorAsksForPerson(visitorContext.request, agentId, question);
  await expect.poll(async () => (await pushService.pushes(subscription.id)).length, { timeout: 20_000 }).toBe(1);
  const [push] = await pushService.pushes(subscription.id);
  expect(push).toMatchObject({
    valid: true,
    status: 201,
    urgency: "high",
    payload: {
      title: "Front Desk: a visitor asks for a person",
      body: question,
      url: `/convos?agent=${agentId}&c=${conversationId}`,
    },
  });

  // off again: the subscription ends on both sides
  await page.getByRole("button", { name: /^Notifications/ }).click();
  const unsubscribed = page.waitForResponse((response) => response.url().includes("portalAccount.unsubscribePush"));
  await panel.getByRole("switch", { name: "Browser notifications" }).uncheck();
  expect((await unsubscribed).status()).toBe(200);

  // on again, then Log Out: this browser's subscription ends before the session does
  await panel.getByRole("switch", { name: "Browser notifications" }).check();
  await expect(panel.getByRole("switch", { name: "Browser notifications" })).toBeChecked();
  await page.keyboard.press("Escape");
  const endedAtLogOut = page.waitForResponse((response) => response.url().includes("portalAccount.unsubscribePush"));
  await page.getByRole("button", { name: "Profile" }).click();
  await page.getByRole("menuitem", { name: "Log Out" }).click();
  expect((await endedAtLogOut).status()).toBe(200);
  await page.waitForURL(`${agency.url}/login`);

  await visitorContext.close();
  await context.close();
  await agency.owner.context().close();
});

test("once the agency sends from its own verified domain, a client's feedback reaches the agency by e-mail", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const agency = await agencyWithClient(browser);
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInWithPassword(page, agency);
  // no verified sending domain: no Feedback
  await expect(page.getByTestId("client-online-toggle")).toBeVisible();
  await expect(page.getByRole("button", { name: "Feedback" })).toHaveCount(0);

  // the agency's sending domain, verified at the e-mail API stand-in
  const scope = { region: "eu", workspaceId: agency.workspaceId };
  const domain = `bloom-${suffix()}.com`;
  await trpcMutation(agency.owner, "agency.addEmailDomain", { ...scope, domain });
  await trpcMutation(agency.owner, "agency.verifyEmailDomain", scope);
  const control = process.env.E2E_EMAIL_API_CONTROL_URL ?? "";
  expect((await agency.owner.request.post(`${control}/domains/${domain}/verify`)).ok()).toBe(true);
  await trpcMutation(agency.owner, "agency.refreshEmailDomain", scope);

  await page.reload();
  await page.getByRole("button", { name: "Feedback" }).click();
  const dialog = page.getByRole("dialog", { name: "Feedback" });
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(dialog.getByText("Please write your feedback.")).toBeVisible();
  const sentAt = new Date();
  await dialog.getByLabel("Your feedback").fill("The leads export is exactly what we needed.");
  await dialog.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Feedback sent!")).toBeVisible();
  await expect(dialog).toBeHidden();
  // to the agency (its owner: no support address), from its own domain
  const mail = await readMail(agency.ownerEmail, sentAt);
  expect(mail.subject).toBe("Feedback from Cleo Client");
  expect(mail.from).toContain(`no-reply@${domain}`);
  expect(mail.text).toContain("The leads export is exactly what we needed.");

  // on a phone the bar has no room for it: Feedback is in the profile menu
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole("button", { name: "Feedback" })).toBeHidden();
  await page.getByRole("button", { name: "Profile" }).click();
  await page.getByRole("menuitem", { name: "Feedback" }).click();
  await expect(page.getByRole("dialog", { name: "Feedback" })).toBeVisible();
  await page.context().close();
  await agency.owner.context().close();
});
