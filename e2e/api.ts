import { expect, type Page } from "@playwright/test";

/**
 * Helpers for specs that call the dashboard's tRPC API over HTTP as the page's signed-in user
 * (the request carries the page's session cookie). Input goes in a superjson envelope
 * (`{ json: input }`) and the answer's data comes back out of `result.data.json`.
 */

/**
 * What a page of the dashboard sends with a POST: its Origin. The dashboard only takes the session
 * cookie of a state-changing request that comes from one of its own pages.
 */
export const FROM_DASHBOARD_PAGE = { origin: new URL(process.env.E2E_DASHBOARD_URL ?? "http://localhost:3000").origin };

/** Whether a value is an object (not null), so that its properties can be read. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null;
}

/** The data of a tRPC answer (`result.data.json` of its superjson envelope), or undefined. */
function trpcData(body: unknown): unknown {
  const result = isRecord(body) ? body.result : undefined;
  const data = isRecord(result) ? result.data : undefined;
  return isRecord(data) ? data.json : undefined;
}

/**
 * A tRPC query (GET) named `name`, e.g. "agent.list"; without input, none is sent. Asserts an ok
 * HTTP status (the message names the procedure) and returns the answer's data.
 */
export async function trpcQuery(page: Page, name: string, input?: unknown): Promise<unknown> {
  const query = input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`;
  const response = await page.request.get(`/api/trpc/${name}${query}`);
  expect(response.ok(), `${name} answered ${response.status()}`).toBe(true);
  return trpcData(await response.json());
}

/**
 * A tRPC mutation (POST) named `name`, e.g. "agent.update". Asserts an ok HTTP status (the message
 * names the procedure) and returns the answer's data.
 */
export async function trpcMutation(page: Page, name: string, input: unknown): Promise<unknown> {
  const response = await page.request.post(`/api/trpc/${name}`, {
    data: { json: input },
    headers: FROM_DASHBOARD_PAGE,
  });
  expect(response.ok(), `${name} answered ${response.status()}`).toBe(true);
  return trpcData(await response.json());
}

/** The ids of the user's EU workspaces, in the order workspace.list gives them. */
async function euWorkspaceIds(page: Page): Promise<string[]> {
  const workspaces = await trpcQuery(page, "workspace.list");
  const ids: string[] = [];
  for (const workspace of Array.isArray(workspaces) ? workspaces : []) {
    if (isRecord(workspace) && workspace.region === "eu" && typeof workspace.id === "string") ids.push(workspace.id);
  }
  return ids;
}

/** The id of the user's (first) EU workspace, or "" when there is none. */
export async function euWorkspaceId(page: Page): Promise<string> {
  return (await euWorkspaceIds(page))[0] ?? "";
}

/**
 * The id of the seeded agent with this title, looked for in each of the user's EU workspaces in
 * turn. Asserts that it was found (a 16-character id).
 */
export async function seededAgentId(page: Page, title = "Customer Support Agent"): Promise<string> {
  let agentId = "";
  for (const workspaceId of await euWorkspaceIds(page)) {
    const agents = await trpcQuery(page, "agent.list", { region: "eu", workspaceId });
    const agent = Array.isArray(agents) ? agents.find((a) => isRecord(a) && a.title === title) : undefined;
    if (isRecord(agent) && typeof agent.ID === "string") {
      agentId = agent.ID;
      break;
    }
  }
  expect(agentId, `the seeded "${title}" agent`).toMatch(/^[A-Za-z0-9]{16}$/);
  return agentId;
}

/**
 * Creates an agent of the spec's own in the user's EU workspace through agent.create (from a
 * template when `templateKey` is given), so that shared agents stay as they are. Asserts and
 * returns the new agent's id.
 */
export async function createAgent(page: Page, agent: { title: string; templateKey?: string }): Promise<string> {
  const workspaceId = await euWorkspaceId(page);
  const created = await trpcMutation(page, "agent.create", { region: "eu", workspaceId, ...agent });
  const agentId = isRecord(created) && typeof created.ID === "string" ? created.ID : "";
  expect(agentId).toMatch(/^[A-Za-z0-9]{16}$/);
  return agentId;
}
