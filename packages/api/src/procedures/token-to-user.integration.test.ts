import { issueSessionToken, readSessionCookie, sessionCookieName } from "@parlo/auth";
import { endAuthSession, findUserByEmail, mintSignInToken, requestSignInCode, verifySignInCode } from "@parlo/core";
import { createTestUser, uniqueEmail } from "@parlo/db/factories";
import { createTestDeps, readSignInCode, refusal } from "@parlo/testing";
import { AUTH_MESSAGES, SIGN_IN_TOKEN, SIGN_IN_TOKEN_MESSAGES } from "@parlo/validators";
import { afterAll, describe, expect, it } from "vitest";
import { createCaller } from "../root";

const deps = createTestDeps();
afterAll(() => deps.db.disconnect());
const SECRET = "token-to-user-test-secret-0123456789abcdef";
let ip = 0;

/** tokenToUser as an anonymous caller from its own address (so the per-address limit stays out of the way). */
function tokenToUser(input: { token: string; createAccount?: boolean; utm_source?: string }, clientIp?: string) {
  return createCaller({
    ...deps,
    actor: null,
    clientIp: clientIp ?? `10.91.${Math.floor(++ip / 250)}.${ip % 250}`,
    issueSessionToken: (user) => issueSessionToken({ deps, secret: SECRET, user }),
  }).auth.tokenToUser(input);
}

/** Who the session cookie holding this authToken signs in, or null. */
function cookieSession(authToken: string) {
  return readSessionCookie({
    cookies: { get: (name) => (name === sessionCookieName(false) ? { value: authToken } : undefined) },
    secret: SECRET,
    secure: false,
    deps,
  });
}

describe("auth.tokenToUser", () => {
  it("exchanges a token for a working session cookie of the token's account, once", async () => {
    const { user } = await createTestUser(deps.db.for("eu"));
    const { token, region } = await mintSignInToken({ db: deps.db, email: user.email });
    expect(region).toBe("eu");
    expect(token).toMatch(/^sit\.eu\.[0-9a-f]{32}\.[A-Za-z0-9_-]{43}$/);

    const { authToken, createdAccount } = await tokenToUser({ token });
    expect(createdAccount).toBe(false);
    expect(await cookieSession(authToken)).toEqual({ userId: user.id, email: user.email, region: "eu" });
    // a started AuthSession behind it, for 30 days
    const sessions = await deps.db.for("eu").authSession.findMany({ where: { userId: user.id, endedAt: null } });
    expect(sessions).toHaveLength(1);
    const [session] = sessions;
    expect((session?.expiresAt.getTime() ?? 0) - (session?.createdAt.getTime() ?? 0)).toBe(30 * 24 * 60 * 60 * 1000);

    const again = await refusal(tokenToUser({ token }));
    expect([again.code, again.message]).toEqual(["UNAUTHORIZED", SIGN_IN_TOKEN_MESSAGES.invalid]);

    // the session ends like any other
    await endAuthSession({ db: deps.db, region: "eu", sid: session?.id ?? "" });
    expect(await cookieSession(authToken)).toBeNull();
  });

  it("refuses expired, forged and unknown tokens with one message; a forgery does not spend the real token", async () => {
    const { user } = await createTestUser(deps.db.for("eu"));
    const past = new Date(Date.now() - (SIGN_IN_TOKEN.defaultTtlMinutes + 1) * 60_000);
    const expired = await mintSignInToken({ db: deps.db, email: user.email, now: past });
    const live = await mintSignInToken({ db: deps.db, email: user.email });
    const forged = live.token.replace(/.{4}$/, (end) => (end === "AAAA" ? "BBBB" : "AAAA"));
    const unknown = `sit.eu.${"0".repeat(32)}.${"A".repeat(43)}`;
    const elsewhere = live.token.replace("sit.eu.", "sit.na.");
    for (const token of [expired.token, forged, unknown, elsewhere]) {
      const error = await refusal(tokenToUser({ token }));
      expect([error.code, error.message], token).toEqual(["UNAUTHORIZED", SIGN_IN_TOKEN_MESSAGES.invalid]);
    }
    expect((await refusal(tokenToUser({ token: "vg_notatoken" }))).code).toBe("BAD_REQUEST");
    expect(await cookieSession((await tokenToUser({ token: live.token })).authToken)).toMatchObject({
      userId: user.id,
    });
  });

  it("without an account: refused unless createAccount, which makes it as sign-up does and keeps utm_source", async () => {
    const email = uniqueEmail("token");
    const { token, region } = await mintSignInToken({
      db: deps.db,
      email,
      regionForNewAccount: "na",
      displayName: "Tia Token",
    });
    expect(region).toBe("na");
    const noAccount = await refusal(tokenToUser({ token }));
    expect([noAccount.code, noAccount.message]).toEqual(["NOT_FOUND", AUTH_MESSAGES.noAccount]);
    expect(await findUserByEmail({ db: deps.db, email })).toBeNull();

    // the refusal did not spend the token
    const { authToken, createdAccount } = await tokenToUser({ token, createAccount: true, utm_source: "partner_site" });
    expect(createdAccount).toBe(true);
    const found = await findUserByEmail({ db: deps.db, email });
    expect(found?.region).toBe("na");
    expect(found?.user).toMatchObject({ displayName: "Tia Token", utmSource: "partner_site", origin: "token" });
    const na = deps.db.for("na");
    const workspace = await na.workspace.findUniqueOrThrow({ where: { id: found?.user.id ?? "" } });
    expect(workspace).toMatchObject({ ownerId: found?.user.id, isMain: true });
    expect(Number(workspace.loadTokens)).toBeGreaterThan(0);
    expect(await cookieSession(authToken)).toEqual({ userId: found?.user.id, email, region: "na" });
  });

  it("createAccount with an existing account signs it in and leaves it as it is", async () => {
    const { user } = await createTestUser(deps.db.for("eu"));
    const { token } = await mintSignInToken({ db: deps.db, email: user.email, regionForNewAccount: "na" });
    const { createdAccount } = await tokenToUser({ token, createAccount: true, utm_source: "late" });
    expect(createdAccount).toBe(false);
    expect((await findUserByEmail({ db: deps.db, email: user.email }))?.user.utmSource).toBeNull();
  });

  it("lives beside the e-mail codes without touching them: a code still signs in, and the token still works", async () => {
    const { user } = await createTestUser(deps.db.for("eu"));
    const { token } = await mintSignInToken({ db: deps.db, email: user.email });
    const since = new Date();
    await requestSignInCode({ ...deps, input: { purpose: "signin", email: user.email } });
    const code = await readSignInCode(user.email, since);
    expect((await verifySignInCode({ ...deps, input: { email: user.email, code } })).id).toBe(user.id);
    expect((await tokenToUser({ token })).createdAccount).toBe(false);
  });

  it("is rate limited per client address, counted before the token is looked at", async () => {
    const address = "10.92.0.1";
    const unknown = `sit.eu.${"1".repeat(32)}.${"B".repeat(43)}`;
    for (let i = 0; i < SIGN_IN_TOKEN.maxRedeemsPerIp; i++) {
      expect((await refusal(tokenToUser({ token: unknown }, address))).code).toBe("UNAUTHORIZED");
    }
    const { user } = await createTestUser(deps.db.for("eu"));
    const { token } = await mintSignInToken({ db: deps.db, email: user.email });
    const limited = await refusal(tokenToUser({ token }, address));
    expect([limited.code, limited.message]).toEqual(["TOO_MANY_REQUESTS", SIGN_IN_TOKEN_MESSAGES.tooMany]);
    // from another address the (unspent) token works
    expect((await tokenToUser({ token })).createdAccount).toBe(false);
  });

  it("refuses when the server cannot issue sessions, before the token is spent", async () => {
    const { user } = await createTestUser(deps.db.for("eu"));
    const { token } = await mintSignInToken({ db: deps.db, email: user.email });
    const error = await refusal(createCaller({ ...deps, actor: null, clientIp: null }).auth.tokenToUser({ token }));
    expect([error.code, error.message]).toEqual(["INTERNAL_SERVER_ERROR", SIGN_IN_TOKEN_MESSAGES.notAvailable]);
    expect((await tokenToUser({ token })).createdAccount).toBe(false);
  });
});
