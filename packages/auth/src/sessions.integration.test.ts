import { endAllAuthSessions, startAuthSession } from "@parlo/core";
import { createTestUser } from "@parlo/db/factories";
import { createTestDeps } from "@parlo/testing";
import type { JWT } from "next-auth/jwt";
import { decode, encode } from "next-auth/jwt";
import { afterAll, describe, expect, it } from "vitest";
import { activeToken, createAuthOptions, SESSION_MAX_AGE_SECONDS, signedInToken } from "./auth-options";
import { issueSessionToken } from "./issue-session-token";
import { readSessionCookie, sessionCookieName } from "./read-session-cookie";

const deps = createTestDeps();
afterAll(() => deps.db.disconnect());

const SECRET = "sessions-test-secret-0123456789abcdefghij";
const options = createAuthOptions({ deps, secret: SECRET, dashboardUrl: "http://localhost:3000" });

/** A browser that signed in: the JWT next-auth would put in its cookie after the code was accepted. */
async function signIn(user: { id: string; email: string }): Promise<JWT> {
  const sid = await startAuthSession({
    db: deps.db,
    region: "eu",
    userId: user.id,
    maxAgeSeconds: SESSION_MAX_AGE_SECONDS,
  });
  return signedInToken({ email: user.email }, { id: user.id, region: "eu", sid });
}

async function cookieSession(token: JWT) {
  const value = await encode({ token, secret: SECRET });
  return readSessionCookie({
    cookies: { get: (name) => (name === sessionCookieName(false) ? { value } : undefined) },
    secret: SECRET,
    secure: false,
    deps,
  });
}

/** What next-auth's own session endpoint does with the cookie on each request (the jwt callback). */
const refresh = (token: JWT) => activeToken(deps, token);

function signOut(token: JWT, user: { id: string; email: string }) {
  const session = { user: { id: user.id, email: user.email, name: "", region: "eu" as const }, expires: "" };
  return options.events?.signOut?.({ token, session });
}

describe("sessions", () => {
  it("a signed-in cookie works until that browser signs out, then never again", async () => {
    const { user } = await createTestUser(deps.db.for("eu"));
    const token = await signIn(user);
    expect(await cookieSession(token)).toEqual({ userId: user.id, email: user.email, region: "eu" });
    await expect(refresh(token)).resolves.toMatchObject({ uid: user.id });

    await signOut(token, user);

    expect(await cookieSession(token)).toBeNull();
    await expect(refresh(token)).rejects.toThrow("The session has ended.");
  });

  it("signing out in one browser leaves the others signed in; sign out everywhere ends them all", async () => {
    const { user } = await createTestUser(deps.db.for("eu"));
    const [laptop, phone, tablet] = [await signIn(user), await signIn(user), await signIn(user)];
    await signOut(laptop, user);
    expect(await cookieSession(laptop)).toBeNull();
    expect(await cookieSession(phone)).not.toBeNull();

    expect(await endAllAuthSessions({ db: deps.db, region: "eu", userId: user.id })).toBe(2);
    expect(await cookieSession(phone)).toBeNull();
    expect(await cookieSession(tablet)).toBeNull();
    // a new sign-in afterwards is a new session
    expect(await cookieSession(await signIn(user))).not.toBeNull();
  });

  it("a cookie without a session id (made before sessions were tracked) or with an unknown one is refused", async () => {
    const { user } = await createTestUser(deps.db.for("eu"));
    expect(await cookieSession({ uid: user.id, email: user.email, region: "eu" })).toBeNull();
    expect(await cookieSession({ uid: user.id, email: user.email, region: "eu", sid: "unknown-session" })).toBeNull();
  });
});

describe("issueSessionToken", () => {
  it("makes the JWT next-auth writes at sign-in: person, region, a started session, 30 days", async () => {
    const { user } = await createTestUser(deps.db.for("eu"));
    const authToken = await issueSessionToken({
      deps,
      secret: SECRET,
      user: { id: user.id, email: user.email, displayName: user.displayName, region: "eu" },
    });
    const jwt = await decode({ token: authToken, secret: SECRET });
    expect(jwt).toMatchObject({ uid: user.id, sub: user.id, email: user.email, name: user.displayName, region: "eu" });
    expect(Number(jwt?.exp) - Number(jwt?.iat)).toBe(SESSION_MAX_AGE_SECONDS);
    if (!jwt) throw new Error("no token");
    // next-auth's session endpoint accepts it, and it is a session like any other
    await expect(refresh(jwt)).resolves.toMatchObject({ uid: user.id });
    expect(await cookieSession(jwt)).toEqual({ userId: user.id, email: user.email, region: "eu" });
  });
});
