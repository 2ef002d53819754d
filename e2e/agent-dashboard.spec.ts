import { expect, test, type Page } from "@playwright/test";
import { createAgent, isRecord, seededAgentId, trpcQuery } from "./api";
import { DEMO_STATE } from "./global-setup";

/**
 * The agent dashboard of the demo owner's seeded EU agent "Customer Support Agent": tabs, settings
 * sub-tabs, the test debugger, the search box and the redirects for agents that are elsewhere or
 * gone. Uses the demo owner's session from the global set-up.
 */

const AGENT_TITLE = "Customer Support Agent";

test.describe.configure({ mode: "serial" });

let page: Page;
let agentId = "";
let agentUrl = "";

test.beforeAll(async ({ browser }) => {
  page = await browser.newPage({ storageState: DEMO_STATE });
  await page.goto("/app/eu/agents");

  agentId = await seededAgentId(page, AGENT_TITLE);
  agentUrl = `/app/eu/agents/${agentId}`;
});

test.afterAll(async () => {
  await page.context().close();
});

/** The innermost elements that reach past the right edge of the screen, as tag.class. */
function widestElements(target: Page): Promise<string> {
  return target.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const out: string[] = [];
    for (const element of document.querySelectorAll("body *")) {
      if (element.getBoundingClientRect().right <= viewport + 1) continue;
      // inside a box that scrolls or clips sideways, it does not widen the page
      let clipped = false;
      for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== "visible") clipped = true;
      }
      if (clipped) continue;
      if ([...element.children].some((child) => child.getBoundingClientRect().right > viewport + 1)) continue;
      out.push(`${element.tagName.toLowerCase()}.${String(element.getAttribute("class") ?? "").slice(0, 80)}`);
    }
    return out.slice(0, 4).join(" | ");
  });
}

const agentPages = () => page.getByRole("navigation", { name: "Agent pages" });

/** Opens a page of the agent (path after the agent id) and waits until React has hydrated it. */
async function openAgent(path: string): Promise<void> {
  await page.goto(`${agentUrl}${path}`);
  await expect(page.getByTestId("agent-frame")).toHaveAttribute("data-hydrated", "true");
}

test("an agent opens on its Widget tab, with the owner's tabs", async () => {
  await openAgent("");
  await expect(page).toHaveURL(new RegExp(`${agentUrl}/overview$`));
  await expect(page.getByRole("heading", { level: 1, name: AGENT_TITLE })).toBeVisible();
  await expect(page.getByTestId("agent-publish-state")).toHaveText(/^(Draft|Published)$/);

  const tabs = agentPages();
  await expect(tabs.getByRole("link", { name: "Widget", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(tabs.getByRole("link", { name: "Chats", exact: true })).toBeVisible();
  await expect(tabs.getByRole("link", { name: "Settings", exact: true })).toBeVisible();
  // owners see no Home, agencies alone see Billing, Canvas needs nodes
  await expect(tabs.getByRole("link", { name: "Home", exact: true })).toHaveCount(0);
  await expect(tabs.getByRole("link", { name: "Billing", exact: true })).toHaveCount(0);
  await expect(tabs.getByRole("link", { name: "Canvas", exact: true })).toHaveCount(0);
  await expect(page.getByRole("heading", { level: 2, name: "Widget" })).toBeVisible();

  await tabs.getByRole("link", { name: "Chats", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${agentUrl}/convos$`));
  await expect(page.getByRole("heading", { level: 2, name: "Chats", exact: true })).toBeVisible();
  await expect(tabs.getByRole("link", { name: "Chats", exact: true })).toHaveAttribute("aria-current", "page");
});

test("Settings has sub-tabs in ?tab=", async () => {
  await openAgent("/overview");
  await agentPages().getByRole("link", { name: "Settings", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${agentUrl}/settings$`));
  const sections = page.getByRole("navigation", { name: "Settings sections" });
  await expect(sections.getByRole("link", { name: "Core", exact: true })).toHaveAttribute("aria-current", "page");

  await sections.getByRole("link", { name: "Human Handoff" }).click();
  await expect(page).toHaveURL(new RegExp(`${agentUrl}/settings\\?tab=handoff$`));
  await expect(sections.getByRole("link", { name: "Human Handoff" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { level: 3, name: "Human Handoff", exact: true })).toBeVisible();

  await sections.getByRole("link", { name: "Security", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${agentUrl}/settings\\?tab=security$`));
  await expect(page.getByRole("heading", { level: 3, name: "Security", exact: true })).toBeVisible();

  // an unknown sub-tab shows the first one
  await openAgent("/settings?tab=nope");
  await expect(sections.getByRole("link", { name: "Core", exact: true })).toHaveAttribute("aria-current", "page");

  await openAgent("/voice?tab=phoneNumbers");
  const voice = page.getByRole("navigation", { name: "Voice sections" });
  await expect(voice.getByRole("link", { name: "Phone Numbers" })).toHaveAttribute("aria-current", "page");
});

test("Show Test / Hide Test toggles the test panel through ?showDebugger=true", async () => {
  await openAgent("/overview");
  const panelTitle = page.getByRole("heading", { name: "Test your agent" });
  await expect(panelTitle).toBeHidden();

  await page.getByRole("button", { name: "Show Test" }).click();
  await expect(panelTitle).toBeVisible();
  await expect(page).toHaveURL(/[?&]showDebugger=true/);
  // the panel is a real chat with the agent's draft
  await expect(page.getByTestId("parlo-chat").getByRole("textbox", { name: "Message", exact: true })).toBeVisible();

  // the panel stays open from tab to tab
  await agentPages().getByRole("link", { name: "Knowledge Base" }).click();
  await expect(page).toHaveURL(new RegExp(`${agentUrl}/kb\\?showDebugger=true$`));
  await expect(panelTitle).toBeVisible();

  await page.getByRole("button", { name: "Hide Test" }).click();
  await expect(panelTitle).toBeHidden();
  await expect(page).not.toHaveURL(/showDebugger/);
  await expect(page.getByRole("button", { name: "Show Test" })).toBeVisible();

  // the link used after creating an agent opens it straight away
  await openAgent("?showDebugger=true");
  await expect(page).toHaveURL(new RegExp(`${agentUrl}/overview\\?showDebugger=true$`));
  await expect(panelTitle).toBeVisible();
  await page.getByRole("button", { name: "Close test panel" }).click();
  await expect(panelTitle).toBeHidden();
});

test("the search box suggests pages and opens a strong match by itself", async () => {
  await openAgent("/overview");
  const search = page.getByRole("combobox", { name: "Search pages" });
  await expect(search).toHaveAttribute("placeholder", "Search pages...");

  const popup = page.getByTestId("search-suggestions");
  await search.fill("xyzq");
  await expect(popup.getByText("No results found")).toBeVisible();

  // a good (not strong) match waits for a choice: arrow down and Enter
  await search.fill("lang");
  const suggestions = page.getByRole("listbox", { name: "Matching pages" });
  const language = suggestions.getByRole("option", { name: /Language/ });
  await expect(language).toContainText("Good match");
  await search.press("ArrowDown");
  await expect(language).toHaveAttribute("aria-selected", "true");
  await search.press("Escape");
  await expect(suggestions).toBeHidden();
  await search.press("ArrowDown");
  await expect(language).toBeVisible();
  await search.press("Enter");
  await expect(page).toHaveURL(new RegExp(`${agentUrl}/settings\\?tab=language$`));

  // a strong match opens by itself (once 1 s has passed since the route change)
  await search.fill("handoff");
  await expect(page).toHaveURL(new RegExp(`${agentUrl}/settings\\?tab=handoff$`));
  await expect(page.getByRole("heading", { level: 3, name: "Human Handoff", exact: true })).toBeVisible();
});

test("an agent that does not exist, a malformed id or a hidden tab", async () => {
  await page.goto("/app/eu/agents/AAAAAAAAAAAAAAAA/overview");
  await expect(page).toHaveURL(/\/app\/eu\/agents$/);

  await page.goto("/app/eu/agents/not-an-agent-id");
  await expect(page).toHaveURL(/\/app\/eu\/agents$/);

  // the agent lives in EU: the NA address redirects to the same page and query there
  await page.goto(`/app/na/agents/${agentId}/settings?tab=ui`);
  await expect(page).toHaveURL(new RegExp(`${agentUrl}/settings\\?tab=ui$`));

  // Home is hidden for owners, and unknown tabs do not exist; the frame stays
  await openAgent("/home");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(agentPages().getByRole("link", { name: "Widget", exact: true })).toBeVisible();
  await openAgent("/nonsense");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("on a 375 px phone every agent tab fits the screen, with and without the test panel", async ({ browser }) => {
  test.setTimeout(120_000);
  const phone = await browser.newPage({ storageState: DEMO_STATE, viewport: { width: 375, height: 740 } });
  await phone.goto(`${agentUrl}/overview`);
  await expect(phone.getByTestId("agent-frame")).toHaveAttribute("data-hydrated", "true");
  const links = phone.getByRole("navigation", { name: "Agent pages" }).getByRole("link");
  const paths = (await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href") ?? ""))).filter(
    Boolean,
  );
  expect(paths.length).toBeGreaterThan(5);
  const pages = [...paths, `${agentUrl}/settings?tab=ui`, `${agentUrl}/overview?showDebugger=true`];
  const wide: string[] = [];
  for (const path of pages) {
    await phone.goto(path);
    await expect(phone.getByTestId("agent-frame")).toHaveAttribute("data-hydrated", "true");
    const content = phone.locator("#agent-tab-content");
    await expect(content).toBeVisible();
    await expect(content.locator('[aria-busy="true"]')).toHaveCount(0);
    // what the user can scroll sideways: nothing, on any tab (the message names what sticks out)
    const width = await phone.evaluate(() => document.documentElement.scrollWidth);
    if (width > 375) wide.push(`${path}: ${width} px (${await widestElements(phone)})`);
  }
  expect(wide).toEqual([]);
  await phone.close();
});

test("opening and closing the test panel records no conversation; the first message starts one", async ({
  browser,
}) => {
  const owner = await browser.newPage({ storageState: DEMO_STATE });
  await owner.goto("/app/eu/agents");
  const fresh = await createAgent(owner, { title: "Quiet test panel" });
  await owner.goto(`/app/eu/agents/${fresh}/overview?showDebugger=true`);
  const chat = owner.getByTestId("parlo-chat");
  const box = chat.getByRole("textbox", { name: "Message", exact: true });
  await expect(box).toBeVisible();
  await owner.getByRole("button", { name: "Close test panel" }).click();
  await expect(owner.getByRole("heading", { name: "Test your agent" })).toBeHidden();

  await owner.goto(`/app/eu/agents/${fresh}/convos`);
  await expect(owner.getByTestId("chats-empty")).toBeVisible();

  await owner.goto(`/app/eu/agents/${fresh}/convos?showDebugger=true`);
  await box.fill("Is anyone there?");
  await box.press("Enter");
  await expect(chat.getByText("Is anyone there?")).toBeVisible();
  // the message is stored with the conversation it started (the page stays open meanwhile)
  const conversations = async () => {
    const listed = await trpcQuery(owner, "conversation.list", { region: "eu", agentId: fresh });
    return isRecord(listed) && Array.isArray(listed.items) ? listed.items.length : -1;
  };
  await expect.poll(conversations).toBe(1);
  await owner.goto(`/app/eu/agents/${fresh}/convos`);
  await expect(owner.getByTestId("conversation-list").locator("[data-conversation-id]")).toHaveCount(1);
  await owner.close();
});
