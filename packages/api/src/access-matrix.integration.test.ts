import { startClientSession } from "@parlo/core";
import { AGENCY_ADMIN_PAGES } from "@parlo/validators";
import { newAgencySecret, newEntityId } from "@parlo/db";
import { createTestAgent, createTestUser } from "@parlo/db/factories";
import { createTestDeps } from "@parlo/testing";
import { TRPCError } from "@trpc/server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCESS_MATRIX, type MatrixTarget } from "./access-matrix";
import type { Actor, PortalCookieJar, PortalHost } from "./context";
import { appRouter, createCaller } from "./root";
import { PORTAL_READ_ONLY_MESSAGE } from "./trpc";

const deps = createTestDeps();
afterAll(() => deps.db.disconnect());

const REFUSALS = ["UNAUTHORIZED", "FORBIDDEN", "NOT_FOUND"];

let target: MatrixTarget;
let owner: Actor;
let outsiders: Record<string, Actor | null>;
let plainMember: Actor;
let ownAgentKey: Actor;
let removedMember: Actor;
/** the target workspace's agency on its portal host, a client of it with a live session, and its admin */
let portal: PortalHost;
let ownClient: { actor: Actor; cookie: string };
let ownAdmin: Actor;
/** another agency's client (with its own live session) */
let otherAgencyClient: { actor: Actor; cookie: string };
/** the client ladder of the agent tabs: clients of the target agent's org, and near-insiders */
let ladder: {
  allowed: PortalCaller;
  readOnly: PortalCaller;
  withoutPages: PortalCaller;
  otherOrg: PortalCaller;
  blockedOrg: PortalCaller;
};
type PortalCaller = { actor: Actor; cookie: string };
const AGENT_TAB_PAGES = ["home", "convos", "leads", "analytics", "kb", "settings", "overview"];

beforeAll(async () => {
  const eu = deps.db.for("eu");
  const a = await createTestUser(eu);
  const agentA = await createTestAgent(eu, a.workspace);
  // a node-based agent, so that every agent query (e.g. exportAgentToJson) can answer its owner
  await eu.agent.update({ where: { id: agentA.id }, data: { enableNodes: true } });
  // an agency, so that agency.adminLink can answer its owner
  const agencyA = await eu.agency.create({
    data: { id: newEntityId(), userId: a.workspace.id, secret: newAgencySecret() },
  });
  const b = await createTestUser(eu);
  const agencyB = await eu.agency.create({
    data: { id: newEntityId(), userId: b.workspace.id, secret: newAgencySecret() },
  });
  portal = { agencyId: agencyA.id, region: "eu", workspaceId: a.workspace.id };
  ownClient = await portalClient(agencyA.id, a.workspace.id);
  otherAgencyClient = await portalClient(agencyB.id, b.workspace.id, { canAccess: AGENT_TAB_PAGES });
  ownAdmin = {
    type: "agencyAdmin",
    agencyId: agencyA.id,
    workspaceId: a.workspace.id,
    region: "eu",
    sessionId: "matrix-admin",
  };
  const agentB = await createTestAgent(eu, b.workspace);
  target = { region: "eu", workspaceId: a.workspace.id, agentId: agentA.id };
  const agentOrg = await eu.org.create({
    data: { id: newEntityId(), ownerID: a.workspace.id, agencyId: agencyA.id, widgetIDs: [agentA.id] },
  });
  const blockedOrg = await eu.org.create({
    data: {
      id: newEntityId(),
      ownerID: a.workspace.id,
      agencyId: agencyA.id,
      widgetIDs: [agentA.id],
      settings: { disableClientAccess: true },
    },
  });
  ladder = {
    allowed: await portalClient(agencyA.id, a.workspace.id, { orgId: agentOrg.id, canAccess: AGENT_TAB_PAGES }),
    readOnly: await portalClient(agencyA.id, a.workspace.id, {
      orgId: agentOrg.id,
      canAccess: AGENT_TAB_PAGES,
      readOnly: true,
    }),
    withoutPages: await portalClient(agencyA.id, a.workspace.id, { orgId: agentOrg.id, canAccess: ["home"] }),
    // the same pages, in an org of the same agency that does not have the agent
    otherOrg: await portalClient(agencyA.id, a.workspace.id, { canAccess: AGENT_TAB_PAGES }),
    blockedOrg: await portalClient(agencyA.id, a.workspace.id, { orgId: blockedOrg.id, canAccess: AGENT_TAB_PAGES }),
  };
  const c = await createTestUser(eu);
  await eu.workspaceMember.create({
    data: { workspaceId: a.workspace.id, email: c.user.email, userId: c.user.id, role: "member" },
  });
  plainMember = { type: "user", userId: c.user.id, email: c.user.email, region: "eu" };
  // a member who joined, was removed by the owner, and still holds a valid session
  const d = await createTestUser(eu);
  await eu.workspaceMember.create({
    data: { workspaceId: a.workspace.id, email: d.user.email, userId: d.user.id, role: "member" },
  });
  await createCaller({
    ...deps,
    actor: { type: "user", userId: a.user.id, email: a.user.email, region: "eu" },
    clientIp: null,
  }).workspace.removeMember({ region: "eu", workspaceId: a.workspace.id, email: d.user.email });
  removedMember = { type: "user", userId: d.user.id, email: d.user.email, region: "eu" };
  ownAgentKey = { type: "agentSecret", agentId: agentA.id, workspaceId: a.workspace.id, region: "eu" };
  owner = { type: "user", userId: a.user.id, email: a.user.email, region: "eu" };
  outsiders = {
    "signed out": null,
    "member of another workspace": { type: "user", userId: b.user.id, email: b.user.email, region: "eu" },
    "another workspace's secret": { type: "workspaceSecret", workspaceId: b.workspace.id, region: "eu" },
    "another agent's secret": { type: "agentSecret", agentId: agentB.id, workspaceId: b.workspace.id, region: "eu" },
  };
});

/**
 * A client of the agency (in a new org of the workspace without agents, or in `orgId`), signed in
 * to its portal: its actor and cookie.
 */
async function portalClient(
  agencyId: string,
  workspaceId: string,
  options: { orgId?: string; canAccess?: string[]; readOnly?: boolean } = {},
): Promise<PortalCaller> {
  const eu = deps.db.for("eu");
  const org = options.orgId
    ? { id: options.orgId }
    : await eu.org.create({ data: { id: newEntityId(), ownerID: workspaceId, agencyId } });
  const readOnly = options.readOnly ?? false;
  const client = await eu.client.create({
    data: {
      id: newEntityId(),
      orgId: org.id,
      ownerID: workspaceId,
      name: "Matrix Client",
      email: `matrix-${newEntityId().toLowerCase()}@example.test`,
      dashboardPasswordHash: "",
      canAccess: options.canAccess ?? ["home", "convos"],
    },
  });
  const session = await startClientSession({
    deps,
    region: "eu",
    agencyId,
    clientId: client.id,
    kind: "client",
    readOnly,
  });
  return {
    cookie: session.cookieValue,
    actor: {
      type: "client",
      clientId: client.id,
      orgId: org.id,
      agencyId,
      workspaceId,
      region: "eu",
      sessionId: "matrix-client",
      readOnly,
    },
  };
}

/** A cookie jar holding `current` that forgets what procedures set (the answer is not looked at). */
const jar = (current: string | null): PortalCookieJar => ({ current, set: () => undefined, clear: () => undefined });

/**
 * Calls a procedure by its dotted path, as the given actor; `onPortal` makes it a call to the
 * target agency's portal host with that session cookie.
 */
async function call(
  path: string,
  actor: Actor | null,
  input: unknown,
  onPortal?: { cookie: string | null },
): Promise<unknown> {
  const procedure = path.split(".").reduce<unknown>(
    (node, key) => {
      // the caller is a proxy: walk it by property access
      if (node && (typeof node === "object" || typeof node === "function")) return Reflect.get(node, key);
      throw new Error(`No procedure ${path}`);
    },
    createCaller({
      ...deps,
      actor,
      clientIp: null,
      ...(onPortal ? { portal, portalCookie: jar(onPortal.cookie) } : {}),
    }),
  );
  if (typeof procedure !== "function") throw new Error(`${path} is not a procedure`);
  return procedure(input);
}

const procedurePaths = Object.keys(appRouter._def.procedures).sort();

describe("access matrix", () => {
  it("lists every procedure of the router, and nothing else", () => {
    expect(procedurePaths.length).toBeGreaterThan(0);
    expect(Object.keys(ACCESS_MATRIX).sort()).toEqual(procedurePaths);
  });

  for (const path of procedurePaths) {
    const rule = ACCESS_MATRIX[path];
    if (!rule || rule.access === "public") continue;

    if (rule.access === "portal") {
      it(`${path} answers only on a portal host`, async () => {
        const error = await call(path, owner, rule.input(target)).then(
          () => null,
          (e: unknown) => e,
        );
        expect(error instanceof TRPCError ? error.code : "none", `${path} in the dashboard`).toBe("NOT_FOUND");
      });
      continue;
    }

    if (rule.access === "portalSession") {
      it(`${path} refuses all but the host agency's own clients and admin`, async () => {
        const refused: Record<string, { actor: Actor | null; onPortal?: { cookie: string | null } }> = {
          "signed out on the portal": { actor: null, onPortal: { cookie: null } },
          "another agency's client on this host": {
            actor: otherAgencyClient.actor,
            onPortal: { cookie: otherAgencyClient.cookie },
          },
          "the workspace owner in the dashboard": { actor: owner },
          "the client, called from the dashboard": { actor: ownClient.actor },
        };
        for (const [who, { actor, onPortal }] of Object.entries(refused)) {
          const error = await call(path, actor, rule.input(target), onPortal).then(
            () => null,
            (e: unknown) => e,
          );
          expect(REFUSALS, `${path} as ${who}`).toContain(error instanceof TRPCError ? error.code : "none");
        }
      });
      if (rule.kind === "query") {
        it(`${path} answers the host agency's client`, async () => {
          await expect(
            call(path, ownClient.actor, rule.input(target), { cookie: ownClient.cookie }),
          ).resolves.toBeDefined();
        });
      }
      continue;
    }

    if (rule.access === "portalClient") {
      it(`${path} refuses all but the host agency's own clients${rule.flag ? ` with ${rule.flag}` : ""}`, async () => {
        const refused: Record<string, { actor: Actor | null; onPortal?: { cookie: string | null } }> = {
          "signed out on the portal": { actor: null, onPortal: { cookie: null } },
          "another agency's client on this host": {
            actor: otherAgencyClient.actor,
            onPortal: { cookie: otherAgencyClient.cookie },
          },
          "the agency admin (no client account)": { actor: ownAdmin, onPortal: { cookie: null } },
          "the workspace owner in the dashboard": { actor: owner },
          "the client, called from the dashboard": { actor: ownClient.actor },
        };
        if (rule.kind === "mutation") {
          refused["a read-only view of the client"] = {
            actor: ladder.readOnly.actor,
            onPortal: { cookie: ladder.readOnly.cookie },
          };
        }
        if (rule.flag) {
          const who =
            rule.flag === "isOrgAdmin" ? "an org member who is not its admin" : "a client not allowed to create agents";
          refused[who] = { actor: ownClient.actor, onPortal: { cookie: ownClient.cookie } };
        }
        for (const [who, { actor, onPortal }] of Object.entries(refused)) {
          const error = await call(path, actor, rule.input(target), onPortal).then(
            () => null,
            (e: unknown) => e,
          );
          expect(REFUSALS, `${path} as ${who}`).toContain(error instanceof TRPCError ? error.code : "none");
        }
      });
      if (rule.kind === "query") {
        it(`${path} answers the host agency's client and its read-only view`, async () => {
          for (const caller of [ownClient, ladder.readOnly]) {
            await expect(
              call(path, caller.actor, rule.input(target), { cookie: caller.cookie }),
            ).resolves.toBeDefined();
          }
        });
      }
      continue;
    }

    if ((rule.access === "agent" || rule.access === "agentManager") && rule.portalPage) {
      const page = rule.portalPage;
      it(`${path} on the portal refuses all but the agent's org clients allowed ${page}, and the agency admin`, async () => {
        const refused: Record<string, { actor: Actor | null; onPortal?: { cookie: string | null } }> = {
          "signed out on the portal": { actor: null, onPortal: { cookie: null } },
          "another agency's client on this host": {
            actor: otherAgencyClient.actor,
            onPortal: { cookie: otherAgencyClient.cookie },
          },
          "another org's client": { actor: ladder.otherOrg.actor, onPortal: { cookie: ladder.otherOrg.cookie } },
          [`a client of the org without ${page}`]: {
            actor: ladder.withoutPages.actor,
            onPortal: { cookie: ladder.withoutPages.cookie },
          },
          "a client of an org whose client access is off": {
            actor: ladder.blockedOrg.actor,
            onPortal: { cookie: ladder.blockedOrg.cookie },
          },
          "the org's client, called from the dashboard": { actor: ladder.allowed.actor },
        };
        // the agency admin has the admin page set only
        if (!AGENCY_ADMIN_PAGES.includes(page))
          refused["the agency admin"] = { actor: ownAdmin, onPortal: { cookie: null } };
        if (rule.kind === "mutation") {
          refused["a read-only view of the org's client"] = {
            actor: ladder.readOnly.actor,
            onPortal: { cookie: ladder.readOnly.cookie },
          };
        }
        for (const [who, { actor, onPortal }] of Object.entries(refused)) {
          const error = await call(path, actor, rule.input(target), onPortal).then(
            () => null,
            (e: unknown) => e,
          );
          expect(error, `${path} as ${who}`).toBeInstanceOf(TRPCError);
          // the refusal of the agent check itself, never a later failure of the call
          const refusal = error instanceof TRPCError ? `${error.code}: ${error.message}` : "none";
          expect(
            ["UNAUTHORIZED: Please sign in.", "NOT_FOUND: Agent not found", `FORBIDDEN: ${PORTAL_READ_ONLY_MESSAGE}`],
            `${path} as ${who}`,
          ).toContain(refusal);
        }
      });
      if (rule.kind === "query") {
        it(`${path} answers the org's client allowed ${page}, its read-only view and the agency admin (admin pages)`, async () => {
          for (const caller of [ladder.allowed, ladder.readOnly]) {
            await expect(
              call(path, caller.actor, rule.input(target), { cookie: caller.cookie }),
            ).resolves.toBeDefined();
          }
          if (AGENCY_ADMIN_PAGES.includes(page)) {
            await expect(call(path, ownAdmin, rule.input(target), { cookie: null })).resolves.toBeDefined();
          }
        });
      }
    }

    it(`${path} refuses outsiders`, async () => {
      const callers: Record<string, Actor | null> = {
        ...outsiders,
        // the client ladder: a portal session is nobody in the dashboard's procedures
        "a client of the workspace's agency": ownClient.actor,
        "the workspace's agency admin": ownAdmin,
      };
      if (rule.access === "workspaceOwner" || rule.access === "agentKeys") callers["a plain member"] = plainMember;
      if (rule.access === "agentManager" || rule.access === "agentKeys") callers["the agent's own key"] = ownAgentKey;
      // a signed-in user may call "user" procedures on their own account: not an outsider there
      if (rule.access !== "user") callers["a removed member"] = removedMember;
      for (const [who, actor] of Object.entries(callers)) {
        if (rule.access === "user" && actor?.type === "user") continue;
        const error = await call(path, actor, rule.input(target)).then(
          () => null,
          (e: unknown) => e,
        );
        expect(error, `${path} as ${who}`).toBeInstanceOf(TRPCError);
        expect(REFUSALS, `${path} as ${who}`).toContain(error instanceof TRPCError ? error.code : "none");
      }
    });

    // mutations' effects are covered by their own integration tests; reads must answer the owner
    if (rule.kind === "query" && rule.access !== "user") {
      it(`${path} answers its rightful caller`, async () => {
        await expect(call(path, owner, rule.input(target))).resolves.toBeDefined();
      });
    }
  }

  it("accepts the workspace's own secret for workspace procedures", async () => {
    const result = await call(
      "agent.list",
      { type: "workspaceSecret", workspaceId: target.workspaceId, region: "eu" },
      {
        region: "eu",
        workspaceId: target.workspaceId,
      },
    );
    expect(result).toEqual([expect.objectContaining({ ID: target.agentId })]);
  });
});
