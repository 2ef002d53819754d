import { createTestDeps, readSignInCode } from "@parlo/testing";
import { createTestUser, uniqueEmail } from "@parlo/db/factories";
import { AUTH_MESSAGES, SIGN_IN_ACCOUNT_LIMITS } from "@parlo/validators";
import { afterAll, describe, expect, inject, it } from "vitest";
import { z } from "zod";
import { DomainError } from "../errors";
import { requestSignInCode } from "./request-sign-in-code";
import { verifySignInCode } from "./verify-sign-in-code";

const deps = createTestDeps();
afterAll(() => deps.db.disconnect());

const WARNING_SUBJECT = "Someone is trying to sign in to your account";
const ZMailbox = z.object({
  messages: z.array(z.object({ subject: z.string(), text: z.string(), html: z.string(), date: z.string() })),
});

/** Every e-mail the test mailbox caught for an address since a time. */
async function mailTo(email: string, since: Date) {
  const response = await fetch(`${inject("mailboxUrl")}/api/messages?to=${encodeURIComponent(email)}`);
  const { messages } = ZMailbox.parse(await response.json());
  return messages.filter((message) => Date.parse(message.date) >= since.getTime());
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return error instanceof DomainError ? error.message : "";
}

const pause = () => new Promise((resolve) => setTimeout(resolve, 5));

/** Requests a sign-in code (at `now`) and reads it from the mailbox. */
async function newCode(email: string, now?: () => Date): Promise<string> {
  await pause();
  const since = new Date();
  await requestSignInCode({ ...deps, now, input: { purpose: "signin", email } });
  return readSignInCode(email, since);
}

const wrongFor = (code: string) => (code === "000000" ? "111111" : "000000");

describe("per-account daily sign-in limits", () => {
  it("sends an account at most 20 codes a day, however the e-mail is written", async () => {
    const email = uniqueEmail("daily");
    const start = Date.now();
    // five codes per 15-minute window, in four windows
    const at = (minutes: number) => () => new Date(start + minutes * 60_000);
    const input = { purpose: "signup", email, region: "eu", displayName: "" } as const;
    for (let i = 0; i < SIGN_IN_ACCOUNT_LIMITS.maxCodesPerWindow; i++) {
      await requestSignInCode({ ...deps, now: at(Math.floor(i / 5) * 16), input });
    }
    expect(await refusal(requestSignInCode({ ...deps, now: at(4 * 16), input }))).toBe(AUTH_MESSAGES.tooManyCodesToday);
    // the same account with other capitals and spaces is the same account
    const respelled = { ...input, email: ` ${email.toUpperCase()} ` };
    expect(await refusal(requestSignInCode({ ...deps, now: at(5 * 16), input: respelled }))).toBe(
      AUTH_MESSAGES.tooManyCodesToday,
    );
    // another account is counted apart, and the next day the account gets codes again
    await requestSignInCode({ ...deps, now: at(4 * 16), input: { ...input, email: uniqueEmail("other") } });
    await requestSignInCode({ ...deps, now: at(24 * 60 + 1), input });
  });

  it("refuses every check after 10 wrong codes, even the right code, and warns the owner once, at 5", async () => {
    const { user } = await createTestUser(deps.db.for("eu"));
    const { email } = user;
    const since = new Date();

    // the first code: four wrong codes, then the fifth kills it (and reaches the warning threshold)
    const first = await newCode(email);
    for (let i = 0; i < 4; i++) {
      expect(await refusal(verifySignInCode({ ...deps, input: { email, code: wrongFor(first) } }))).toBe(
        AUTH_MESSAGES.wrongCode,
      );
    }
    expect(await refusal(verifySignInCode({ ...deps, input: { email, code: wrongFor(first) } }))).toBe(
      AUTH_MESSAGES.tooManyAttempts,
    );

    // the second code: four more wrong codes, and the tenth failure locks the account for the day
    const second = await newCode(email);
    for (let i = 0; i < 4; i++) {
      expect(await refusal(verifySignInCode({ ...deps, input: { email, code: wrongFor(second) } }))).toBe(
        AUTH_MESSAGES.wrongCode,
      );
    }
    expect(await refusal(verifySignInCode({ ...deps, input: { email, code: wrongFor(second) } }))).toBe(
      AUTH_MESSAGES.tooManyFailedChecks,
    );

    // the eleventh check is refused although the code is right
    const third = await newCode(email);
    expect(await refusal(verifySignInCode({ ...deps, input: { email, code: third } }))).toBe(
      AUTH_MESSAGES.tooManyFailedChecks,
    );

    // exactly one warning, with the count and without any code
    const warnings = (await mailTo(email, since)).filter((message) => message.subject === WARNING_SUBJECT);
    expect(warnings).toHaveLength(1);
    const [warning] = warnings;
    expect(warning?.text).toContain("5 wrong sign-in codes were entered");
    expect(warning?.text).toContain("No code was shared");
    expect(warning?.text).toContain("If it was you, you can ignore this e-mail.");
    for (const code of [first, second, third]) expect(`${warning?.text}${warning?.html}`).not.toContain(code);
    expect(`${warning?.subject}\n${warning?.text}\n${warning?.html}`).not.toMatch(/(?<!\d)\d{6}(?!\d)/);

    // a day later the account signs in again
    const tomorrow = () => new Date(Date.now() + SIGN_IN_ACCOUNT_LIMITS.windowHours * 3_600_000 + 60_000);
    const fourth = await newCode(email, tomorrow);
    const signedIn = await verifySignInCode({ ...deps, now: tomorrow, input: { email, code: fourth } });
    expect(signedIn.id).toBe(user.id);
  });

  it("counts only wrong codes: checks without a live code and right codes are not failures", async () => {
    const { user } = await createTestUser(deps.db.for("eu"));
    const { email } = user;
    const since = new Date();
    for (let i = 0; i < SIGN_IN_ACCOUNT_LIMITS.maxFailedChecksPerWindow + 2; i++) {
      expect(await refusal(verifySignInCode({ ...deps, input: { email, code: "123456" } }))).toBe(
        AUTH_MESSAGES.expiredCode,
      );
    }
    for (let i = 0; i < SIGN_IN_ACCOUNT_LIMITS.maxFailedChecksPerWindow + 2; i++) {
      const code = await newCode(email, () => new Date(Date.now() + Math.floor(i / 4) * 16 * 60_000));
      const signedIn = await verifySignInCode({ ...deps, input: { email, code } });
      expect(signedIn.id).toBe(user.id);
    }
    expect((await mailTo(email, since)).filter((message) => message.subject === WARNING_SUBJECT)).toEqual([]);
  });

  it("warns once when wrong codes arrive at the same time, and lets no more than 10 through", async () => {
    const { user } = await createTestUser(deps.db.for("eu"));
    const { email } = user;
    const since = new Date();
    const code = await newCode(email);
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, () => verifySignInCode({ ...deps, input: { email, code: wrongFor(code) } })),
    );
    const messages = results.map((result) =>
      result.status === "rejected" && result.reason instanceof DomainError ? result.reason.message : "",
    );
    // however the checks interleave, at most 10 of them tried the code
    const tried = messages.filter(
      (message) => message === AUTH_MESSAGES.wrongCode || message === AUTH_MESSAGES.tooManyAttempts,
    );
    expect(tried.length).toBeLessThanOrEqual(SIGN_IN_ACCOUNT_LIMITS.maxFailedChecksPerWindow);
    expect(messages).not.toContain("");
    expect((await mailTo(email, since)).filter((message) => message.subject === WARNING_SUBJECT)).toHaveLength(1);
  });
});
