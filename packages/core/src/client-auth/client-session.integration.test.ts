import { createHash } from "node:crypto";
import { newEntityId, type Region } from "@parlo/db";
import { uniqueEmail } from "@parlo/db/factories";
import { createTestAgency, createTestDeps } from "@parlo/testing";
import { AGENCY_ADMIN_PAGES, CLIENT_AUTH_MESSAGES as M } from "@parlo/validators";
import { afterAll, describe, expect, it } from "vitest";
import { hashClientPassword, newClientPassword } from "../clients/client-password";
import { DomainError } from "../errors";
import { tokenToPages } from "./client-pages-for-session";
import { endClientSession, endClientSessionsOfClient, readClientSession, startClientSession } from "./client-session";
import { createClientLoginToken } from "./create-client-login-token";
import { signInAgencyAdmin } from "./sign-in-agency-admin";
import { validateClientLoginToken } from "./validate-client-login-token";

const deps = createTestDeps();
afterAll(() => deps.db.disconnect());

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");
let ipCounter = 0;
const nextIp = () => `198.51.100.${++ipCounter}-${newEntityId()}`;

/** An agency with one org and one client of its workspace (rows written here, as the portal finds them). */
async function agencyWithClient(
  region: Region = "eu",
  client: { canAccess?: string[]; clientTabOrder?: string[] } = {},
) {
  const db = deps.db.for(region);
  const agency = await createTestAgency(db, { name: "Northwind Portal" });
  const orgId = newEntityId();
  await db.org.create({ data: { id: orgId, ownerID: agency.workspaceId, agencyId: agency.agencyId, name: "Acme" } });
  const email = uniqueEmail("client");
  const row = await db.client.create({
    data: {
      id: newEntityId(),
      orgId,
      ownerID: agency.workspaceId,
      name: "Ada Client",
      email,
      dashboardPasswordHash: await hashClientPassword(newClientPassword()),
      canAccess: client.canAccess ?? ["home", "analytics", "convos", "leads"],
      clientTabOrder: client.clientTabOrder ?? [],
    },
  });
  return { region, agencyId: agency.agencyId, workspaceId: agency.workspaceId, orgId, clientId: row.id, email };
}

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof DomainError)) throw new Error(`expected a DomainError, got ${String(error)}`);
  return error;
}

const clientSession = (fixture: { region: Region; agencyId: string; clientId: string }, readOnly = false) =>
  startClientSession({
    deps,
    region: fixture.region,
    agencyId: fixture.agencyId,
    clientId: fixture.clientId,
    kind: "client",
    readOnly,
  });

describe("client sessions", () => {
  it("starts a 30-day session whose cookie carries the region and a token stored only as its hash", async () => {
    const fixture = await agencyWithClient("na");
    const before = Date.now();
    const started = await clientSession(fixture);
    expect(started.cookieValue).toMatch(/^na\.[A-Za-z0-9_-]{43}$/);
    const token = started.cookieValue.slice(3);
    expect(started.expiresAt.getTime() - before).toBeGreaterThanOrEqual(2_592_000_000 - 1000);
    expect(started.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(2_592_000_000);

    const rows = await deps.db.for("na").clientSession.findMany({ where: { clientId: fixture.clientId } });
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(await deps.db.for("eu").clientSession.count({ where: { clientId: fixture.clientId } })).toBe(0);

    const session = await readClientSession({ deps, agencyId: fixture.agencyId, cookieValue: started.cookieValue });
    expect(session).toMatchObject({
      kind: "client",
      readOnly: false,
      agencyId: fixture.agencyId,
      region: "na",
      client: { id: fixture.clientId, orgId: fixture.orgId, name: "Ada Client", email: fixture.email },
    });
    expect(session?.client).not.toHaveProperty("dashboardPasswordHash");
  });

  it("is never valid on another agency's portal", async () => {
    const a = await agencyWithClient("eu");
    const b = await agencyWithClient("eu");
    const started = await clientSession(a);
    expect(await readClientSession({ deps, agencyId: b.agencyId, cookieValue: started.cookieValue })).toBeNull();
    // nor can B's host sign it out
    expect(await endClientSession({ deps, agencyId: b.agencyId, cookieValue: started.cookieValue })).toBe(false);
    expect(await readClientSession({ deps, agencyId: a.agencyId, cookieValue: started.cookieValue })).not.toBeNull();
  });

  it("refuses malformed cookies and a token presented under the other region", async () => {
    const fixture = await agencyWithClient("eu");
    const started = await clientSession(fixture);
    const token = started.cookieValue.slice(3);
    for (const cookieValue of [
      undefined,
      null,
      "",
      token,
      `xx.${token}`,
      `na.${token}`,
      `eu.${token}x`,
      `eu.${token.slice(1)}`,
      "eu.",
      `EU.${token}`,
      `eu.${"a".repeat(200)}`,
    ]) {
      expect(await readClientSession({ deps, agencyId: fixture.agencyId, cookieValue })).toBeNull();
    }
  });

  it("is null once signed out, expired, or its client is gone", async () => {
    const fixture = await agencyWithClient("eu");
    const signedOut = await clientSession(fixture);
    expect(await endClientSession({ deps, agencyId: fixture.agencyId, cookieValue: signedOut.cookieValue })).toBe(true);
    expect(await endClientSession({ deps, agencyId: fixture.agencyId, cookieValue: signedOut.cookieValue })).toBe(
      false,
    );
    expect(
      await readClientSession({ deps, agencyId: fixture.agencyId, cookieValue: signedOut.cookieValue }),
    ).toBeNull();

    const expiring = await clientSession(fixture);
    const later = { ...deps, now: () => new Date(Date.now() + 31 * 24 * 3600_000) };
    expect(
      await readClientSession({ deps: later, agencyId: fixture.agencyId, cookieValue: expiring.cookieValue }),
    ).toBeNull();
    await deps.db.for("eu").clientSession.updateMany({
      where: { tokenHash: sha256(expiring.cookieValue.slice(3)) },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    expect(await readClientSession({ deps, agencyId: fixture.agencyId, cookieValue: expiring.cookieValue })).toBeNull();

    const first = await clientSession(fixture);
    const second = await clientSession(fixture);
    expect(await endClientSessionsOfClient({ deps, region: "eu", clientId: fixture.clientId })).toBe(2);
    for (const { cookieValue } of [first, second]) {
      expect(await readClientSession({ deps, agencyId: fixture.agencyId, cookieValue })).toBeNull();
    }

    const orphaned = await clientSession(fixture);
    await deps.db.for("eu").client.delete({ where: { id: fixture.clientId } });
    expect(await readClientSession({ deps, agencyId: fixture.agencyId, cookieValue: orphaned.cookieValue })).toBeNull();
  });

  it("answers the pages of a client in its tab order (tokenToPages)", async () => {
    const fixture = await agencyWithClient("eu", {
      canAccess: ["/home", "analytics", "convos", "leads"],
      clientTabOrder: ["leads", "settings", "home"],
    });
    const started = await clientSession(fixture);
    expect(await tokenToPages({ deps, agencyId: fixture.agencyId, cookieValue: started.cookieValue })).toEqual({
      pages: ["leads", "home", "analytics", "convos"],
    });
    const error = await refusal(tokenToPages({ deps, agencyId: fixture.agencyId, cookieValue: "eu.nope" }));
    expect(error).toMatchObject({ code: "UNAUTHORIZED", message: M.loginAgain });
  });
});

describe("agency admin sign-in (magic link)", () => {
  it("signs the secret's holder in as the agency admin with every page", async () => {
    const fixture = await agencyWithClient("na");
    const { secret } = await deps.db
      .for("na")
      .agency.findUniqueOrThrow({ where: { id: fixture.agencyId }, select: { secret: true } });
    const { session } = await signInAgencyAdmin({
      deps,
      region: "na",
      agencyId: fixture.agencyId,
      input: { secret, region: "na", agencyId: fixture.agencyId },
      clientIp: nextIp(),
    });
    const read = await readClientSession({ deps, agencyId: fixture.agencyId, cookieValue: session.cookieValue });
    expect(read).toMatchObject({ kind: "agencyAdmin", client: null, readOnly: false, region: "na" });
    expect(await tokenToPages({ deps, agencyId: fixture.agencyId, cookieValue: session.cookieValue })).toEqual({
      pages: ["home", "leads", "convos", "settings", "analytics"],
    });
    expect([...AGENCY_ADMIN_PAGES]).toEqual(["home", "leads", "convos", "settings", "analytics"]);
  });

  it("refuses a wrong, empty or other agency's secret and a link made for another agency", async () => {
    const a = await agencyWithClient("eu");
    const b = await agencyWithClient("eu");
    const secretOf = async (agencyId: string) =>
      (await deps.db.for("eu").agency.findUniqueOrThrow({ where: { id: agencyId }, select: { secret: true } })).secret;
    const secretA = await secretOf(a.agencyId);
    const secretB = await secretOf(b.agencyId);
    const wrong = `${secretA.slice(0, -1)}${secretA.endsWith("x") ? "y" : "x"}`;
    for (const input of [
      { secret: wrong },
      { secret: "" },
      { secret: "short" },
      { secret: secretB },
      { secret: secretA, agencyId: b.agencyId },
      { secret: secretA, region: "na" as const },
    ]) {
      const error = await refusal(
        signInAgencyAdmin({ deps, region: "eu", agencyId: a.agencyId, input, clientIp: nextIp() }),
      );
      expect(error).toMatchObject({ code: "UNAUTHORIZED", message: M.adminSignInFailed });
    }
    expect(await deps.db.for("eu").clientSession.count({ where: { agencyId: a.agencyId } })).toBe(0);
  });

  it("limits attempts per client IP", async () => {
    const fixture = await agencyWithClient("eu");
    const clientIp = nextIp();
    for (let i = 0; i < 20; i++) {
      await refusal(
        signInAgencyAdmin({ deps, region: "eu", agencyId: fixture.agencyId, input: { secret: "wrong" }, clientIp }),
      );
    }
    const error = await refusal(
      signInAgencyAdmin({ deps, region: "eu", agencyId: fixture.agencyId, input: { secret: "wrong" }, clientIp }),
    );
    expect(error).toMatchObject({ code: "TOO_MANY_REQUESTS", message: M.tooManyAttempts });
  });
});

describe("one-time login token (validateClientLoginToken)", () => {
  it("signs in once, read-only when the token says so, and keeps only the token's hash", async () => {
    const fixture = await agencyWithClient("na");
    const { token } = await createClientLoginToken({ deps, region: "na", clientId: fixture.clientId, readOnly: true });
    const stored = await deps.db.for("na").clientLoginToken.findMany({ where: { clientId: fixture.clientId } });
    expect(stored.map((row) => row.tokenHash)).toEqual([sha256(token)]);

    const result = await validateClientLoginToken({ deps, region: "na", agencyId: fixture.agencyId, input: { token } });
    expect(result.client).toMatchObject({ id: fixture.clientId, email: fixture.email });
    const session = await readClientSession({
      deps,
      agencyId: fixture.agencyId,
      cookieValue: result.session.cookieValue,
    });
    expect(session).toMatchObject({ kind: "client", readOnly: true, client: { id: fixture.clientId } });

    const again = await refusal(
      validateClientLoginToken({ deps, region: "na", agencyId: fixture.agencyId, input: { token } }),
    );
    expect(again).toMatchObject({ code: "UNAUTHORIZED", message: M.invalidLoginLink });
  });

  it("works once when used twice at the same time", async () => {
    const fixture = await agencyWithClient("eu");
    const { token } = await createClientLoginToken({ deps, region: "eu", clientId: fixture.clientId, readOnly: false });
    const results = await Promise.allSettled(
      [1, 2, 3].map(() =>
        validateClientLoginToken({ deps, region: "eu", agencyId: fixture.agencyId, input: { token } }),
      ),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await deps.db.for("eu").clientSession.count({ where: { clientId: fixture.clientId } })).toBe(1);
  });

  it("refuses an expired, unknown or malformed token and one of another agency's client", async () => {
    const a = await agencyWithClient("eu");
    const b = await agencyWithClient("eu");
    const expired = await createClientLoginToken({
      deps,
      region: "eu",
      clientId: a.clientId,
      readOnly: false,
      ttlMinutes: -1,
    });
    const ofA = await createClientLoginToken({ deps, region: "eu", clientId: a.clientId, readOnly: false });
    for (const [agencyId, token] of [
      [a.agencyId, expired.token],
      [a.agencyId, "A".repeat(43)],
      [a.agencyId, "not a token!"],
      [a.agencyId, ""],
      [b.agencyId, ofA.token],
    ] as const) {
      const error = await refusal(validateClientLoginToken({ deps, region: "eu", agencyId, input: { token } }));
      expect(error).toMatchObject({ code: "UNAUTHORIZED", message: M.invalidLoginLink });
    }
    // refused on B's portal, it was not used up: it still works on A's
    await validateClientLoginToken({ deps, region: "eu", agencyId: a.agencyId, input: { token: ofA.token } });
  });
});
