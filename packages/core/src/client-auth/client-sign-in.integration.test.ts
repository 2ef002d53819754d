import { newEntityId, type Prisma, type Region } from "@parlo/db";
import { uniqueEmail } from "@parlo/db/factories";
import { waitForMessage } from "@parlo/email/dev-mailbox";
import { createTestAgency, createTestDeps, readSignInCode } from "@parlo/testing";
import { CLIENT_AUTH_MESSAGES as M } from "@parlo/validators";
import { afterAll, describe, expect, inject, it } from "vitest";
import { codeMatches } from "../auth/hash-code";
import { hashClientPassword, newClientPassword } from "../clients/client-password";
import { DomainError } from "../errors";
import { readClientSession } from "./client-session";
import { requestClientCode } from "./request-client-code";
import { signInClientWithPassword } from "./sign-in-client-with-password";
import { verifyClientCode } from "./verify-client-code";

const deps = createTestDeps();
afterAll(() => deps.db.disconnect());

let ipCounter = 0;
const nextIp = () => `203.0.113.${++ipCounter}-${newEntityId()}`;

/** An agency (settings and sending domain as given) with one org and one client of its workspace. */
async function agencyWithClient(
  options: { region?: Region; settings?: Prisma.InputJsonObject; verifiedMailDomain?: string } = {},
) {
  const region = options.region ?? "eu";
  const db = deps.db.for(region);
  const agency = await createTestAgency(db, { name: "Northwind Portal" });
  await db.agency.update({
    where: { id: agency.agencyId },
    data: {
      settings: options.settings ?? {},
      ...(options.verifiedMailDomain
        ? { resendEmailDomain: options.verifiedMailDomain, resendEmailDomainStatus: "verified" }
        : {}),
    },
  });
  const orgId = newEntityId();
  await db.org.create({ data: { id: orgId, ownerID: agency.workspaceId, agencyId: agency.agencyId, name: "Acme" } });
  const email = uniqueEmail("client");
  const password = newClientPassword();
  const client = await db.client.create({
    data: {
      id: newEntityId(),
      orgId,
      ownerID: agency.workspaceId,
      name: "Ada Client",
      email,
      dashboardPasswordHash: await hashClientPassword(password),
      canAccess: ["home", "leads"],
    },
  });
  return { region, agencyId: agency.agencyId, workspaceId: agency.workspaceId, clientId: client.id, email, password };
}

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof DomainError)) throw new Error(`expected a DomainError, got ${String(error)}`);
  return error;
}

/** "  Ada@Example.TEST " for "ada@example.test": how people type their address. */
const typed = (email: string) =>
  `  ${email.charAt(0).toUpperCase()}${email.slice(1).replace("example.test", "Example.TEST")} `;

describe("password sign-in", () => {
  it("signs a client in with a trimmed, case-insensitive e-mail and its password", async () => {
    const fixture = await agencyWithClient({ region: "na" });
    const result = await signInClientWithPassword({
      deps,
      region: "na",
      agencyId: fixture.agencyId,
      input: { email: typed(fixture.email), password: fixture.password },
      clientIp: nextIp(),
    });
    expect(result.client).toMatchObject({ id: fixture.clientId, email: fixture.email, canAccess: ["home", "leads"] });
    expect(result.session.cookieValue).toMatch(/^na\./);
    const session = await readClientSession({
      deps,
      agencyId: fixture.agencyId,
      cookieValue: result.session.cookieValue,
    });
    expect(session).toMatchObject({ kind: "client", readOnly: false, client: { id: fixture.clientId } });
  });

  it("answers the spec's messages for empty fields, an unknown e-mail and a wrong password", async () => {
    const fixture = await agencyWithClient();
    const other = await agencyWithClient();
    const call = (email: string, password: string, agencyId = fixture.agencyId) =>
      refusal(
        signInClientWithPassword({ deps, region: "eu", agencyId, input: { email, password }, clientIp: nextIp() }),
      );

    expect(await call("", fixture.password)).toMatchObject({ code: "BAD_REQUEST", message: M.enterEmailAndPassword });
    expect(await call("   ", fixture.password)).toMatchObject({ message: M.enterEmailAndPassword });
    expect(await call(fixture.email, "")).toMatchObject({ code: "BAD_REQUEST", message: M.enterEmailAndPassword });
    expect(await call(uniqueEmail("nobody"), "whatever")).toMatchObject({
      code: "NOT_FOUND",
      message: M.emailNotFound,
    });
    // a client of another agency's workspace is no client here
    expect(await call(other.email, other.password)).toMatchObject({ code: "NOT_FOUND", message: M.emailNotFound });
    expect(await call(fixture.email, `${fixture.password}x`)).toMatchObject({
      code: "UNAUTHORIZED",
      message: M.wrongPassword,
    });
    expect(
      await call(
        fixture.email,
        fixture.password.toLowerCase() === fixture.password ? "X" : fixture.password.toLowerCase(),
      ),
    ).toMatchObject({
      message: M.wrongPassword,
    });
    expect(await deps.db.for("eu").clientSession.count({ where: { clientId: fixture.clientId } })).toBe(0);
  });

  it("is refused when the agency turned password sign-in off, while login codes still work", async () => {
    const fixture = await agencyWithClient({ settings: { disablePasswordLogin: true, enableClientSignup: false } });
    const error = await refusal(
      signInClientWithPassword({
        deps,
        region: "eu",
        agencyId: fixture.agencyId,
        input: { email: fixture.email, password: fixture.password },
        clientIp: nextIp(),
      }),
    );
    expect(error).toMatchObject({ code: "FORBIDDEN", message: M.passwordLoginDisabled });

    const since = new Date();
    await requestClientCode({
      deps,
      region: "eu",
      agencyId: fixture.agencyId,
      input: { email: fixture.email },
      clientIp: nextIp(),
    });
    const code = await readSignInCode(fixture.email, since);
    const result = await verifyClientCode({
      deps,
      region: "eu",
      agencyId: fixture.agencyId,
      input: { email: fixture.email, code },
    });
    expect(result.client.id).toBe(fixture.clientId);
  });

  it("limits attempts per e-mail at the agency and per client IP", async () => {
    const fixture = await agencyWithClient();
    const attempt = (clientIp: string, email = fixture.email) =>
      signInClientWithPassword({
        deps,
        region: "eu",
        agencyId: fixture.agencyId,
        input: { email, password: "wrong" },
        clientIp,
      });
    for (let i = 0; i < 10; i++) {
      expect(await refusal(attempt(nextIp()))).toMatchObject({ message: M.wrongPassword });
    }
    expect(await refusal(attempt(nextIp()))).toMatchObject({ code: "TOO_MANY_REQUESTS", message: M.tooManyAttempts });
    // even the right password waits for the window
    const right = signInClientWithPassword({
      deps,
      region: "eu",
      agencyId: fixture.agencyId,
      input: { email: typed(fixture.email), password: fixture.password },
      clientIp: nextIp(),
    });
    expect(await refusal(right)).toMatchObject({ message: M.tooManyAttempts });

    const clientIp = nextIp();
    for (let i = 0; i < 30; i++) await refusal(attempt(clientIp, uniqueEmail("probe")));
    const error = await refusal(attempt(clientIp, uniqueEmail("probe")));
    expect(error).toMatchObject({ code: "TOO_MANY_REQUESTS", message: M.tooManyAttempts });
    expect(error.retryAfterSeconds).toBeGreaterThan(0);
  });
});

describe("Email Login Code (ssoClient)", () => {
  it("e-mails a hashed code from the agency (never naming the product) and signs in with it", async () => {
    const fixture = await agencyWithClient({ verifiedMailDomain: "northwind-mail.test" });
    const since = new Date();
    const sent = await requestClientCode({
      deps,
      region: "eu",
      agencyId: fixture.agencyId,
      input: { email: typed(fixture.email) },
      clientIp: nextIp(),
    });
    expect(sent).toEqual({ sent: true, email: fixture.email });

    const mail = await waitForMessage({ mailboxUrl: inject("mailboxUrl"), to: fixture.email, since });
    expect(mail.from).toBe('"Northwind Portal" <no-reply@northwind-mail.test>');
    expect(mail.subject).toBe("Your Northwind Portal login code");
    for (const part of [mail.from, mail.subject, mail.html, mail.text]) expect(part).not.toMatch(/parlo/i);
    const code = await readSignInCode(fixture.email, since);

    const rows = await deps.db.for("eu").clientLoginCode.findMany({ where: { agencyId: fixture.agencyId } });
    expect(rows).toHaveLength(1);
    const [row] = rows;
    expect(row).toMatchObject({ email: fixture.email, purpose: "signin", attempts: 0, consumedAt: null });
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.codeHash).not.toContain(code);
    expect(row ? codeMatches(row.id, code, row.codeHash) : false).toBe(true);
    expect(row ? row.expiresAt.getTime() - row.createdAt.getTime() : 0).toBe(10 * 60_000);

    const result = await verifyClientCode({
      deps,
      region: "eu",
      agencyId: fixture.agencyId,
      input: { email: typed(fixture.email), code },
    });
    expect(result.client.id).toBe(fixture.clientId);
    expect(
      await readClientSession({ deps, agencyId: fixture.agencyId, cookieValue: result.session.cookieValue }),
    ).not.toBeNull();
    const again = await refusal(
      verifyClientCode({ deps, region: "eu", agencyId: fixture.agencyId, input: { email: fixture.email, code } }),
    );
    expect(again).toMatchObject({ code: "UNAUTHORIZED", message: M.codeUsed });
  });

  it("sends as the agency's name before its domain is verified", async () => {
    const fixture = await agencyWithClient();
    const since = new Date();
    await requestClientCode({
      deps,
      region: "eu",
      agencyId: fixture.agencyId,
      input: { email: fixture.email },
      clientIp: nextIp(),
    });
    const mail = await waitForMessage({ mailboxUrl: inject("mailboxUrl"), to: fixture.email, since });
    expect(mail.from).toBe('"Northwind Portal" <test@parlo.localhost>');
    for (const part of [mail.subject, mail.html, mail.text]) expect(part).not.toMatch(/parlo/i);
  });

  it("refuses an unknown e-mail, an empty e-mail and an empty code with the spec's messages", async () => {
    const fixture = await agencyWithClient();
    const other = await agencyWithClient();
    for (const email of [uniqueEmail("nobody"), other.email]) {
      const error = await refusal(
        requestClientCode({ deps, region: "eu", agencyId: fixture.agencyId, input: { email }, clientIp: nextIp() }),
      );
      expect(error).toMatchObject({ code: "NOT_FOUND", message: M.emailNotFound });
    }
    expect(
      await refusal(
        requestClientCode({
          deps,
          region: "eu",
          agencyId: fixture.agencyId,
          input: { email: " " },
          clientIp: nextIp(),
        }),
      ),
    ).toMatchObject({ code: "BAD_REQUEST", message: M.enterEmail });
    expect(
      await refusal(
        verifyClientCode({
          deps,
          region: "eu",
          agencyId: fixture.agencyId,
          input: { email: fixture.email, code: " " },
        }),
      ),
    ).toMatchObject({ code: "BAD_REQUEST", message: M.enterCode });
    expect(
      await refusal(
        verifyClientCode({
          deps,
          region: "eu",
          agencyId: fixture.agencyId,
          input: { email: fixture.email, code: "123456" },
        }),
      ),
    ).toMatchObject({ code: "UNAUTHORIZED", message: M.noCode });
  });

  it("counts wrong codes and kills the code after the fifth", async () => {
    const fixture = await agencyWithClient();
    const since = new Date();
    await requestClientCode({
      deps,
      region: "eu",
      agencyId: fixture.agencyId,
      input: { email: fixture.email },
      clientIp: nextIp(),
    });
    const code = await readSignInCode(fixture.email, since);
    const wrong = code === "000000" ? "111111" : "000000";
    const verify = (value: string) =>
      refusal(
        verifyClientCode({
          deps,
          region: "eu",
          agencyId: fixture.agencyId,
          input: { email: fixture.email, code: value },
        }),
      );
    for (let i = 0; i < 4; i++)
      expect(await verify(wrong)).toMatchObject({ code: "UNAUTHORIZED", message: M.wrongCode });
    expect(await verify(wrong)).toMatchObject({ code: "TOO_MANY_REQUESTS", message: M.codeAttemptsUsedUp });
    expect(await verify(code)).toMatchObject({ message: M.codeAttemptsUsedUp });
    expect(await deps.db.for("eu").clientSession.count({ where: { clientId: fixture.clientId } })).toBe(0);
  });

  it("takes one attempt per check even when wrong codes arrive at once", async () => {
    const fixture = await agencyWithClient();
    const since = new Date();
    await requestClientCode({
      deps,
      region: "eu",
      agencyId: fixture.agencyId,
      input: { email: fixture.email },
      clientIp: nextIp(),
    });
    const code = await readSignInCode(fixture.email, since);
    const wrong = code === "000000" ? "111111" : "000000";
    await Promise.allSettled(
      Array.from({ length: 12 }, () =>
        verifyClientCode({
          deps,
          region: "eu",
          agencyId: fixture.agencyId,
          input: { email: fixture.email, code: wrong },
        }),
      ),
    );
    const row = await deps.db.for("eu").clientLoginCode.findFirstOrThrow({ where: { agencyId: fixture.agencyId } });
    expect(row.attempts).toBe(5);
    expect(row.consumedAt).not.toBeNull();
  });

  it("refuses an expired code and a replaced one; only the newest works", async () => {
    const fixture = await agencyWithClient();
    const first = new Date();
    await requestClientCode({
      deps,
      region: "eu",
      agencyId: fixture.agencyId,
      input: { email: fixture.email },
      clientIp: nextIp(),
    });
    const oldCode = await readSignInCode(fixture.email, first);
    const later = { ...deps, now: () => new Date(Date.now() + 11 * 60_000) };
    expect(
      await refusal(
        verifyClientCode({
          deps: later,
          region: "eu",
          agencyId: fixture.agencyId,
          input: { email: fixture.email, code: oldCode },
        }),
      ),
    ).toMatchObject({ code: "UNAUTHORIZED", message: M.codeExpired });

    await new Promise((resolve) => setTimeout(resolve, 10));
    const second = new Date();
    await requestClientCode({
      deps,
      region: "eu",
      agencyId: fixture.agencyId,
      input: { email: fixture.email },
      clientIp: nextIp(),
    });
    const newCode = await readSignInCode(fixture.email, second);
    if (newCode !== oldCode) {
      expect(
        await refusal(
          verifyClientCode({
            deps,
            region: "eu",
            agencyId: fixture.agencyId,
            input: { email: fixture.email, code: oldCode },
          }),
        ),
      ).toMatchObject({ code: "UNAUTHORIZED", message: M.codeReplaced });
    }
    // a code of this e-mail at another agency is no code here
    const other = await agencyWithClient();
    expect(
      await refusal(
        verifyClientCode({
          deps,
          region: "eu",
          agencyId: other.agencyId,
          input: { email: fixture.email, code: newCode },
        }),
      ),
    ).toMatchObject({ message: M.noCode });
    const result = await verifyClientCode({
      deps,
      region: "eu",
      agencyId: fixture.agencyId,
      input: { email: fixture.email, code: newCode },
    });
    expect(result.client.id).toBe(fixture.clientId);
  });

  it("limits codes per e-mail and per client IP before looking the e-mail up", async () => {
    const fixture = await agencyWithClient();
    for (let i = 0; i < 5; i++) {
      await requestClientCode({
        deps,
        region: "eu",
        agencyId: fixture.agencyId,
        input: { email: fixture.email },
        clientIp: nextIp(),
      });
    }
    expect(
      await refusal(
        requestClientCode({
          deps,
          region: "eu",
          agencyId: fixture.agencyId,
          input: { email: fixture.email },
          clientIp: nextIp(),
        }),
      ),
    ).toMatchObject({ code: "TOO_MANY_REQUESTS", message: M.tooManyAttempts });

    const clientIp = nextIp();
    for (let i = 0; i < 20; i++) {
      const error = await refusal(
        requestClientCode({
          deps,
          region: "eu",
          agencyId: fixture.agencyId,
          input: { email: uniqueEmail("probe") },
          clientIp,
        }),
      );
      expect(error.message).toBe(M.emailNotFound);
    }
    expect(
      await refusal(
        requestClientCode({
          deps,
          region: "eu",
          agencyId: fixture.agencyId,
          input: { email: uniqueEmail("probe") },
          clientIp,
        }),
      ),
    ).toMatchObject({ code: "TOO_MANY_REQUESTS", message: M.tooManyAttempts });
  });
});
