import { createTestDeps, readSignInCode } from "@parlo/testing";
import { uniqueEmail } from "@parlo/db/factories";
import { AUTH_MESSAGES, SIGN_UP_FREE_CREDITS } from "@parlo/validators";
import { afterAll, describe, expect, it } from "vitest";
import { DomainError } from "../errors";
import { requestSignInCode } from "./request-sign-in-code";
import { verifySignInCode } from "./verify-sign-in-code";

const deps = createTestDeps();
afterAll(() => deps.db.disconnect());

async function countUsers(email: string) {
  const counts = await Promise.all(deps.db.all().map(([, c]) => c.user.count({ where: { email } })));
  return counts.reduce((a, b) => a + b, 0);
}

async function expectDomainError(promise: Promise<unknown>, message: string) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect(error instanceof DomainError ? error.message : "").toBe(message);
}

describe("e-mail code sign-up and sign-in", () => {
  it("signs up in the chosen region only after the code is confirmed", async () => {
    const email = uniqueEmail("signup");
    const since = new Date();
    await requestSignInCode({ ...deps, input: { purpose: "signup", email, region: "na", displayName: "Nora" } });
    expect(await countUsers(email)).toBe(0);

    const code = await readSignInCode(email, since);
    const user = await verifySignInCode({ ...deps, input: { email, code } });
    expect(user.region).toBe("na");
    expect(user.id).toMatch(/^[A-Za-z0-9]{15}$/);

    const na = deps.db.for("na");
    const workspace = await na.workspace.findUniqueOrThrow({
      where: { id: user.id },
      omit: { workspaceSecret: false },
    });
    expect(workspace.isMain).toBe(true);
    expect(workspace.workspaceSecret).toMatch(/^vg_[A-Za-z0-9]{20}$/);
    expect(workspace.workspaceName).toMatch(/^Personal[A-Za-z0-9]{5}$/);
    // the personal workspace starts with the free sign-up credits, in the ledger like any grant
    expect(workspace.loadTokens.toNumber()).toBe(SIGN_UP_FREE_CREDITS);
    expect(workspace.freeLTsTS).toBeInstanceOf(Date);
    const ledger = await na.creditLedgerEntry.findMany({ where: { workspaceId: user.id } });
    expect(ledger).toEqual([
      expect.objectContaining({ direction: "increase", reference: "sign-up", featureKey: "free_credits" }),
    ]);
    const members = await na.workspaceMember.findMany({ where: { workspaceId: user.id } });
    expect(members).toEqual([expect.objectContaining({ email, role: "owner", userId: user.id })]);
    expect(await deps.db.for("eu").user.count({ where: { email } })).toBe(0);

    // and signs in again with a new code
    const again = new Date();
    await requestSignInCode({ ...deps, input: { purpose: "signin", email } });
    const second = await verifySignInCode({ ...deps, input: { email, code: await readSignInCode(email, again) } });
    expect(second).toEqual(user);
  });

  it("refuses sign-in for an unknown e-mail and sign-up for a known one", async () => {
    const unknown = uniqueEmail("unknown");
    await expectDomainError(
      requestSignInCode({ ...deps, input: { purpose: "signin", email: unknown } }),
      AUTH_MESSAGES.noAccount,
    );
    expect(await countUsers(unknown)).toBe(0);

    const email = uniqueEmail("known");
    const since = new Date();
    await requestSignInCode({ ...deps, input: { purpose: "signup", email, region: "eu", displayName: "" } });
    await verifySignInCode({ ...deps, input: { email, code: await readSignInCode(email, since) } });
    await expectDomainError(
      requestSignInCode({ ...deps, input: { purpose: "signup", email, region: "na", displayName: "" } }),
      AUTH_MESSAGES.accountExists,
    );
  });

  it("counts wrong codes and kills the code after the last attempt", async () => {
    const email = uniqueEmail("wrong");
    const since = new Date();
    await requestSignInCode({ ...deps, input: { purpose: "signup", email, region: "eu", displayName: "" } });
    const code = await readSignInCode(email, since);
    const wrong = code === "000000" ? "111111" : "000000";
    for (let i = 0; i < 4; i++) {
      await expectDomainError(verifySignInCode({ ...deps, input: { email, code: wrong } }), AUTH_MESSAGES.wrongCode);
    }
    await expectDomainError(
      verifySignInCode({ ...deps, input: { email, code: wrong } }),
      AUTH_MESSAGES.tooManyAttempts,
    );
    await expectDomainError(verifySignInCode({ ...deps, input: { email, code } }), AUTH_MESSAGES.expiredCode);
    expect(await countUsers(email)).toBe(0);
  });

  it("refuses an expired code, a used code and a replaced code", async () => {
    const email = uniqueEmail("expired");
    const since = new Date();
    await requestSignInCode({ ...deps, input: { purpose: "signup", email, region: "eu", displayName: "" } });
    const code = await readSignInCode(email, since);
    const later = () => new Date(Date.now() + 11 * 60_000);
    await expectDomainError(
      verifySignInCode({ ...deps, now: later, input: { email, code } }),
      AUTH_MESSAGES.expiredCode,
    );

    // a newer code replaces the older one
    const second = new Date(Date.now() + 5);
    await new Promise((r) => setTimeout(r, 10));
    await requestSignInCode({ ...deps, input: { purpose: "signup", email, region: "eu", displayName: "" } });
    const newCode = await readSignInCode(email, second);
    if (newCode !== code) {
      await expectDomainError(verifySignInCode({ ...deps, input: { email, code } }), AUTH_MESSAGES.wrongCode);
    }
    await verifySignInCode({ ...deps, input: { email, code: newCode } });
    await expectDomainError(verifySignInCode({ ...deps, input: { email, code: newCode } }), AUTH_MESSAGES.expiredCode);
  });

  it("creates one account when the same code is confirmed twice at once", async () => {
    const email = uniqueEmail("race");
    const since = new Date();
    await requestSignInCode({ ...deps, input: { purpose: "signup", email, region: "eu", displayName: "" } });
    const code = await readSignInCode(email, since);
    const results = await Promise.allSettled([
      verifySignInCode({ ...deps, input: { email, code } }),
      verifySignInCode({ ...deps, input: { email, code } }),
    ]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await countUsers(email)).toBe(1);
  });

  it("limits how many codes one e-mail may request", async () => {
    const email = uniqueEmail("limit");
    for (let i = 0; i < 5; i++) {
      await requestSignInCode({ ...deps, input: { purpose: "signup", email, region: "eu", displayName: "" } });
    }
    await expectDomainError(
      requestSignInCode({ ...deps, input: { purpose: "signup", email, region: "eu", displayName: "" } }),
      AUTH_MESSAGES.tooManyCodes,
    );
  });

  it("limits how many codes one client IP may request, whatever the e-mail", async () => {
    const clientIp = `203.0.113.${Math.floor(Math.random() * 250)}-${Date.now()}`;
    for (let i = 0; i < 20; i++) {
      await requestSignInCode({
        ...deps,
        clientIp,
        input: { purpose: "signup", email: uniqueEmail("ip"), region: "eu", displayName: "" },
      });
    }
    await expectDomainError(
      requestSignInCode({ ...deps, clientIp, input: { purpose: "signin", email: uniqueEmail("probe") } }),
      AUTH_MESSAGES.tooManyCodes,
    );
  });

  it("takes the installation's own per-address limit when one is configured", async () => {
    const clientIp = `198.51.100.${Math.floor(Math.random() * 250)}-${Date.now()}`;
    const office = { ...deps, clientIp, signInCodesPerIp: 3 };
    for (let i = 0; i < 3; i++) {
      await requestSignInCode({
        ...office,
        input: { purpose: "signup", email: uniqueEmail("office"), region: "eu", displayName: "" },
      });
    }
    await expectDomainError(
      requestSignInCode({ ...office, input: { purpose: "signin", email: uniqueEmail("probe") } }),
      AUTH_MESSAGES.tooManyCodes,
    );
  });

  it("leaves no code behind when the e-mail cannot be sent", async () => {
    const email = uniqueEmail("nomail");
    const failing = { send: () => Promise.reject(new Error("SMTP down")) };
    await expectDomainError(
      requestSignInCode({
        ...deps,
        mailer: failing,
        input: { purpose: "signup", email, region: "eu", displayName: "" },
      }),
      AUTH_MESSAGES.emailFailed,
    );
    const rows = await Promise.all(deps.db.all().map(([, c]) => c.signInCode.count({ where: { email } })));
    expect(rows).toEqual([0, 0]);
  });
});
