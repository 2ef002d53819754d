import { expect, test, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";
import { createAgent, isRecord, trpcMutation } from "./api";
import { DEMO_STATE } from "./global-setup";

/**
 * The agent's Analytics tab: visitors chat with a new agent through the public runtime API (over
 * HTTP, as the widget does), one asks for a person; the owner's Analytics tab shows the totals,
 * the day's numbers in the chart, the top questions and the countries, in the owner's time zone;
 * a range without conversations shows the empty state, the range stays in the URL over a reload,
 * and with geo analytics off the countries give way to a note.
 */

/** The owner's browser runs in Tokyo: days start at Tokyo's midnight. */
const TIME_ZONE = "Asia/Tokyo";
/** ANALYTICS_MESSAGES of packages/validators */
const EMPTY_TITLE = "No conversations in this range";
const GEO_OFF = "Location analytics is off for this agent.";

test.describe.configure({ mode: "serial" });

let owner: Page;
let visitorContext: BrowserContext;
let visitor: APIRequestContext;
let agentId = "";
/** what the visitors' chats stored, counted from the runtime's answers */
const seeded = { messages: 0, creditsTenThousandths: 0 };

function runtimeUrl(path = "") {
  return `/api/runtime/eu/agents/${agentId}/conversations${path}`;
}

/** YYYY-MM-DD of an instant in a time zone. */
function dayIn(timeZone: string, at = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(at);
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** "1.2345" -> 12345 (credits have four decimals). */
function tenThousandths(credits: string): number {
  const [whole = "0", fraction = ""] = credits.split(".");
  return Number(whole) * 10_000 + Number(fraction.padEnd(4, "0").slice(0, 4));
}

/** A visitor from `country` starts a conversation and sends `texts`; optionally asks for a person. */
async function chat(country: string, texts: string[], askForPerson = false) {
  const started = await visitor.post(runtimeUrl(), {
    headers: { "X-Geo-Country": country },
    data: { channel: "widget" },
  });
  expect(started.status(), await started.text()).toBe(200);
  const body: unknown = await started.json();
  const conversationId = isRecord(body) && typeof body.conversationId === "string" ? body.conversationId : "";
  const visitorToken = isRecord(body) && typeof body.visitorToken === "string" ? body.visitorToken : "";
  expect(conversationId).not.toBe("");
  // the greeting is stored as the conversation's first messages
  seeded.messages += isRecord(body) && Array.isArray(body.messages) ? body.messages.length : 0;
  for (const text of texts) {
    const sent = await visitor.post(runtimeUrl(`/${conversationId}/messages`), {
      headers: { "X-Visitor-Token": visitorToken, Accept: "application/json" },
      data: { text },
    });
    expect(sent.status(), await sent.text()).toBe(200);
    const answer: unknown = await sent.json();
    seeded.messages += 1;
    if (isRecord(answer) && isRecord(answer.answer)) seeded.messages += 1;
    if (isRecord(answer) && isRecord(answer.meta) && typeof answer.meta.credits === "string") {
      seeded.creditsTenThousandths += tenThousandths(answer.meta.credits);
    }
  }
  if (askForPerson) {
    const handoff = await visitor.post(runtimeUrl(`/${conversationId}/handoff`), {
      headers: { "X-Visitor-Token": visitorToken },
    });
    expect(handoff.status(), await handoff.text()).toBe(200);
  }
}

test.beforeAll(async ({ browser }) => {
  owner = await browser.newPage({ storageState: DEMO_STATE, timezoneId: TIME_ZONE, locale: "en-US" });
  await owner.goto("/app/eu/agents");
  agentId = await createAgent(owner, { title: `Analytics check ${Date.now().toString(36)}` });
  await trpcMutation(owner, "agent.update", {
    region: "eu",
    agentId,
    settings: { enableGeoAnalytics: true, enableHumanHandoff: true, showHandoffEvenIfOffline: true },
  });
  await trpcMutation(owner, "agent.publish", { region: "eu", agentId });

  // the visitors have no session: a fresh context
  visitorContext = await browser.newContext();
  visitor = visitorContext.request;
  await chat("DE", ["Where is my order?", "Thanks"]);
  await chat("DE", ["where is my order"], true);
  await chat("FR", ["Do you ship to Norway?"]);
  await chat("US", ["Where is my order?"]);
});

test.afterAll(async () => {
  await visitorContext.close();
  await owner.context().close();
});

test("the Analytics tab shows the totals, the day, the top questions and the countries", async () => {
  await owner.goto(`/app/eu/agents/${agentId}/analytics`);
  await expect(owner.getByRole("link", { name: "Analytics", exact: true })).toHaveAttribute("aria-current", "page");
  await expect(owner.getByTestId("analytics-range")).toContainText(`days in ${TIME_ZONE}`);
  await expect(owner.getByRole("button", { name: "Last 30 days" })).toHaveAttribute("aria-pressed", "true");

  const credits = new Intl.NumberFormat("en-US", { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    seeded.creditsTenThousandths / 10_000,
  );
  await expect(owner.getByTestId("stat-conversations-value")).toHaveText("4");
  await expect(owner.getByTestId("stat-messages-value")).toHaveText(String(seeded.messages));
  await expect(owner.getByTestId("stat-messages")).toContainText("5 from visitors");
  await expect(owner.getByTestId("stat-handoff-rate-value")).toHaveText("25%");
  await expect(owner.getByTestId("stat-handoff-rate")).toContainText("1 of 4 went to a person");
  await expect(owner.getByTestId("stat-credits-value")).toHaveText(credits);

  // today is the chart's last day: focusing the chart shows its numbers
  await owner.getByTestId("analytics-chart").focus();
  const tooltip = owner.getByTestId("analytics-chart-tooltip");
  await expect(tooltip).toContainText(
    new Intl.DateTimeFormat("en-US", {
      weekday: "short",
      month: "short",
      day: "numeric",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(`${dayIn(TIME_ZONE)}T00:00:00Z`)),
  );
  await expect(tooltip).toContainText(/Conversations\s*4/);
  await expect(tooltip).toContainText(new RegExp(`Messages\\s*${seeded.messages}`));

  const questions = owner.getByTestId("analytics-top-questions").getByRole("listitem");
  await expect(questions).toHaveCount(2);
  await expect(questions.nth(0)).toContainText("Where is my order?");
  await expect(questions.nth(0)).toContainText("3");
  await expect(questions.nth(1)).toContainText("Do you ship to Norway?");

  const countries = owner.getByTestId("analytics-countries").getByRole("listitem");
  await expect(countries).toHaveCount(3);
  await expect(countries.nth(0)).toContainText("Germany");
  await expect(countries.nth(0)).toContainText("2 · 50%");
  await expect(countries.nth(1)).toContainText("France");
  await expect(countries.nth(2)).toContainText("United States");
});

test("changing the range updates the numbers and the URL keeps it over a reload", async () => {
  await owner.getByRole("button", { name: "Last 7 days" }).click();
  await expect(owner).toHaveURL(/[?&]range=7d/);
  await expect(owner.getByRole("button", { name: "Last 7 days" })).toHaveAttribute("aria-pressed", "true");
  await expect(owner.getByTestId("stat-conversations-value")).toHaveText("4");

  // a month that ended before the visitors came
  const today = dayIn(TIME_ZONE);
  const from = addDays(today, -60);
  const to = addDays(today, -31);
  await owner.getByRole("button", { name: "Custom" }).click();
  await owner.getByLabel("From", { exact: true }).fill(from);
  await owner.getByLabel("To", { exact: true }).fill(to);
  await owner.getByRole("button", { name: "Apply" }).click();
  await expect(owner).toHaveURL(new RegExp(`[?&]from=${from}&to=${to}`));
  await expect(owner.getByTestId("analytics-empty")).toContainText(EMPTY_TITLE);

  await owner.reload();
  await expect(owner.getByTestId("analytics-empty")).toContainText(EMPTY_TITLE);
  await expect(owner.getByRole("button", { name: "Custom" })).toHaveAttribute("aria-pressed", "true");

  // a backwards range is explained, not asked for
  await owner.getByLabel("From", { exact: true }).fill(to);
  await owner.getByLabel("To", { exact: true }).fill(from);
  await owner.getByRole("button", { name: "Apply" }).click();
  await expect(owner.getByText("The start date must be on or before the end date.")).toBeVisible();
  await expect(owner).toHaveURL(new RegExp(`[?&]from=${from}&to=${to}`));

  await owner.getByRole("button", { name: "Last 30 days" }).click();
  await expect(owner).not.toHaveURL(/[?&](range|from|to)=/);
  await expect(owner.getByTestId("stat-conversations-value")).toHaveText("4");
});

test("with geo analytics off the countries give way to a note with the setting's link", async () => {
  await trpcMutation(owner, "agent.update", { region: "eu", agentId, settings: { enableGeoAnalytics: false } });
  await trpcMutation(owner, "agent.publish", { region: "eu", agentId });
  await owner.reload();
  const note = owner.getByTestId("analytics-geo-off");
  await expect(note).toContainText(GEO_OFF);
  await expect(note.getByRole("link", { name: "Open analytics settings" })).toHaveAttribute(
    "href",
    `/app/eu/agents/${agentId}/settings?tab=analytics`,
  );
  await expect(owner.getByTestId("analytics-countries")).toHaveCount(0);
  // the other numbers stay
  await expect(owner.getByTestId("stat-conversations-value")).toHaveText("4");
});
