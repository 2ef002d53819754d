import { newEntityId, type Prisma, type Region } from "@parlo/db";
import { uniqueEmail } from "@parlo/db/factories";
import { waitForMessage } from "@parlo/email/dev-mailbox";
import { createTestAgency, createTestDeps, readSignInCode } from "@parlo/testing";
import { CLIENT_AUTH_MESSAGES as M } from "@parlo/validators";
import { afterAll, describe, expect, inject, it } from "vitest";
import { hashClientPassword, newClientPassword, verifyClientPassword } from "../clients/client-password";
import { DomainError } from "../errors";
import { clientHomeRedirect } from "./client-pages-for-session";
import { readClientSession } from "./client-session";
import { signInClientWithPassword } from "./sign-in-client-with-password";
import { signUpClient } from "./sign-up-client";

const deps = createTestDeps();
afterAll(() => deps.db.disconnect());

let ipCounter = 0;
const nextIp = () => `192.0.2.${++ipCounter}-${newEntityId()}`;

async function agency(settings: Prisma.InputJsonObject, region: Region = "eu") {
  const db = deps.db.for(region);
  const created = await createTestAgency(db, { name: "Harbour Digital" });
  await db.agency.update({ where: { id: created.agencyId }, data: { settings } });
  return { region, agencyId: created.agencyId, workspaceId: created.workspaceId };
}

async function refusal(promise: Promise<unknown>): Promise<DomainError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof DomainError)) throw new Error(`expected a DomainError, got ${String(error)}`);
  return error;
}

/** Step 1 of signupWithOTP and the code it e-mailed. */
async function sendCode(target: { region: Region; agencyId: string }, name: string, email: string) {
  const since = new Date();
  const answer = await signUpClient({ deps, ...target, input: { name, email }, clientIp: nextIp() });
  return { answer, code: await readSignInCode(email.trim().toLowerCase(), since), since };
}

describe("client sign-up (signupWithOTP)", () => {
  it("is refused unless the agency enabled client sign-up", async () => {
    for (const settings of [{}, { enableClientSignup: false }, { enableClientSignup: "yes" }]) {
      const target = await agency(settings);
      const error = await refusal(
        signUpClient({ deps, ...target, input: { name: "Nora", email: uniqueEmail("su") }, clientIp: nextIp() }),
      );
      expect(error).toMatchObject({ code: "FORBIDDEN", message: M.signUpDisabled });
    }
  });

  it("asks for every field and the code", async () => {
    const target = await agency({ enableClientSignup: true });
    for (const input of [
      { name: "", email: uniqueEmail("su") },
      { name: "  ", email: uniqueEmail("su") },
      { name: "Nora", email: " " },
    ]) {
      expect(await refusal(signUpClient({ deps, ...target, input, clientIp: nextIp() }))).toMatchObject({
        code: "BAD_REQUEST",
        message: M.fillAllFields,
      });
    }
    expect(
      await refusal(
        signUpClient({ deps, ...target, input: { name: "Nora", email: "not-an-email" }, clientIp: nextIp() }),
      ),
    ).toMatchObject({ message: M.invalidEmail });
    const email = uniqueEmail("su");
    await sendCode(target, "Nora", email);
    expect(
      await refusal(signUpClient({ deps, ...target, input: { name: "Nora", email, code: " " }, clientIp: nextIp() })),
    ).toMatchObject({ code: "BAD_REQUEST", message: M.enterCode });
  });

  it("e-mails a code from the agency, then creates the client in an org of its own and signs it in", async () => {
    const target = await agency({ enableClientSignup: true }, "na");
    const email = uniqueEmail("signup");
    const typed = `  ${email.toUpperCase()} `;
    const { answer, code, since } = await sendCode(target, " Nora Quinn ", typed);
    expect(answer).toMatchObject({ step: "codeSent", success: true, email });
    const mail = await waitForMessage({ mailboxUrl: inject("mailboxUrl"), to: email, since });
    expect(mail.subject).toBe("Your Harbour Digital verification code");
    expect(mail.from).toMatch(/^"Harbour Digital" </);
    for (const part of [mail.subject, mail.html, mail.text]) expect(part).not.toMatch(/parlo/i);

    const na = deps.db.for("na");
    expect(await na.client.count({ where: { ownerID: target.workspaceId } })).toBe(0);
    const codeRow = await na.clientLoginCode.findFirstOrThrow({ where: { agencyId: target.agencyId, email } });
    expect(codeRow).toMatchObject({ purpose: "signup", name: "Nora Quinn" });
    expect(codeRow.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(codeRow.codeHash).not.toContain(code);

    const created = await signUpClient({
      deps,
      ...target,
      input: { name: "Nora Quinn", email: typed, code },
      clientIp: nextIp(),
    });
    if (created.step !== "created") throw new Error("expected the account to be created");
    expect(created.success).toBe(true);
    const password = created.data.clientData.dashboardPassword;
    expect(password).toMatch(/^[A-Za-z0-9]{15}$/);

    const client = await na.client.findFirstOrThrow({
      where: { ownerID: target.workspaceId, email },
      omit: { dashboardPasswordHash: false },
    });
    expect(client).toMatchObject({
      name: "Nora Quinn",
      isOrgAdmin: true,
      isNewSignup: true,
      onboardingCompleted: false,
      canAccess: ["home", "analytics", "convos", "leads"],
      widgetIDs: [],
      status: "offline",
      allowCreateAgents: false,
    });
    expect(client.dashboardPasswordHash).not.toContain(password);
    expect(await verifyClientPassword(client.dashboardPasswordHash, password)).toBe(true);
    const org = await na.org.findUniqueOrThrow({ where: { id: client.orgId } });
    expect(org).toMatchObject({
      ownerID: target.workspaceId,
      agencyId: target.agencyId,
      name: "Nora Quinn",
      widgetIDs: [],
    });
    expect(org.defaultClientAccess).toEqual(["home", "convos", "analytics", "leads", "campaigns"]);

    const session = await readClientSession({
      deps,
      agencyId: target.agencyId,
      cookieValue: created.session.cookieValue,
    });
    expect(session).toMatchObject({ kind: "client", client: { id: client.id, orgId: org.id } });
    // a new sign-up starts with the agency's client onboarding
    expect(session ? clientHomeRedirect(session) : null).toBe("/client/onboarding");

    // the password it was given signs it in
    const signedIn = await signInClientWithPassword({
      deps,
      region: "na",
      agencyId: target.agencyId,
      input: { email, password },
      clientIp: nextIp(),
    });
    expect(signedIn.client.id).toBe(client.id);

    // and the address cannot sign up again
    expect(
      await refusal(signUpClient({ deps, ...target, input: { name: "Nora", email }, clientIp: nextIp() })),
    ).toMatchObject({ code: "CONFLICT", message: M.accountExists });
    expect(
      await refusal(signUpClient({ deps, ...target, input: { name: "Nora", email, code }, clientIp: nextIp() })),
    ).toMatchObject({ code: "CONFLICT", message: M.accountExists });
  });

  it("refuses an e-mail that is already a client of the workspace, before sending anything", async () => {
    const target = await agency({ enableClientSignup: true });
    const db = deps.db.for("eu");
    const orgId = newEntityId();
    await db.org.create({ data: { id: orgId, ownerID: target.workspaceId, agencyId: target.agencyId } });
    const email = uniqueEmail("existing");
    await db.client.create({
      data: {
        id: newEntityId(),
        orgId,
        ownerID: target.workspaceId,
        name: "Existing",
        email,
        dashboardPasswordHash: await hashClientPassword(newClientPassword()),
      },
    });
    const error = await refusal(
      signUpClient({ deps, ...target, input: { name: "Nora", email: ` ${email.toUpperCase()}` }, clientIp: nextIp() }),
    );
    expect(error).toMatchObject({ code: "CONFLICT", message: M.accountExists });
    expect(await db.clientLoginCode.count({ where: { agencyId: target.agencyId } })).toBe(0);
  });

  it("uses the agency's default access and permissions for new clients", async () => {
    const target = await agency({
      enableClientSignup: true,
      defaultClientAccess: ["/home", "/leads", "/kb"],
      defaultAllowCreateAgents: true,
      defaultCanDelegateChats: true,
      defaultHideAdvancedSettings: true,
    });
    const email = uniqueEmail("defaults");
    const { code } = await sendCode(target, "Pat", email);
    const created = await signUpClient({ deps, ...target, input: { name: "Pat", email, code }, clientIp: nextIp() });
    expect(created).toMatchObject({
      step: "created",
      client: {
        canAccess: ["home", "leads", "kb"],
        allowCreateAgents: true,
        canDelegateChats: true,
        hideAdvancedSettings: true,
      },
    });
  });

  it("refuses a wrong code and creates nothing", async () => {
    const target = await agency({ enableClientSignup: true });
    const email = uniqueEmail("wrong");
    const { code } = await sendCode(target, "Nora", email);
    const wrong = code === "000000" ? "111111" : "000000";
    expect(
      await refusal(signUpClient({ deps, ...target, input: { name: "Nora", email, code: wrong }, clientIp: nextIp() })),
    ).toMatchObject({ code: "UNAUTHORIZED", message: M.wrongCode });
    expect(await deps.db.for("eu").client.count({ where: { ownerID: target.workspaceId } })).toBe(0);
    expect(await deps.db.for("eu").org.count({ where: { ownerID: target.workspaceId } })).toBe(0);
  });

  it("creates one client and one org when the same code is confirmed at once", async () => {
    const target = await agency({ enableClientSignup: true });
    const email = uniqueEmail("race");
    const { code } = await sendCode(target, "Nora", email);
    const results = await Promise.allSettled(
      [1, 2, 3].map(() => signUpClient({ deps, ...target, input: { name: "Nora", email, code }, clientIp: nextIp() })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const db = deps.db.for("eu");
    expect(await db.client.count({ where: { ownerID: target.workspaceId } })).toBe(1);
    expect(await db.org.count({ where: { ownerID: target.workspaceId } })).toBe(1);
    expect(await db.clientSession.count({ where: { agencyId: target.agencyId } })).toBe(1);
  });
});
