import { randomBytes } from "node:crypto";
import type { Region } from "@parlo/db";
import { createTestUser } from "@parlo/db/factories";
import {
  asUser,
  callerFor,
  createTestDeps,
  refusal,
  startEmailApiStandIn,
  startFetchHandlerServer,
  type EmailApiStandIn,
} from "@parlo/testing";
import { defaultAgencyForm, DOMAIN_MESSAGES, EMAIL_DOMAIN_MESSAGES } from "@parlo/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCaller } from "../root";

const base = createTestDeps();
let standIn: EmailApiStandIn;
let deps: ReturnType<typeof createTestDeps> & { emailApi: { url: string; key: string } | null };

beforeAll(async () => {
  standIn = await startEmailApiStandIn();
  deps = { ...base, emailApi: { url: standIn.url, key: standIn.key } };
});
afterAll(async () => {
  await standIn.stop();
  await base.db.disconnect();
});

/** A domain no other test (or run) uses. */
const uniqueDomain = (name = "northwind") => `${name}-${randomBytes(4).toString("hex")}.com`;

/** A workspace owner, with their agency saved unless `saved` is false, calling with `withDeps`. */
async function owner(region: Region = "eu", options: { saved?: boolean; withDeps?: typeof deps } = {}) {
  const db = base.db.for(region);
  const { user, workspace } = await createTestUser(db);
  const api = callerFor(createCaller, options.withDeps ?? deps, asUser(user, region));
  const scope = { region, workspaceId: workspace.id };
  if (options.saved !== false)
    await api.agency.save({ ...scope, agency: { ...defaultAgencyForm(), name: "Northwind" } });
  const row = () =>
    db.agency.findUnique({
      where: { userId: workspace.id },
      select: {
        resendEmailDomain: true,
        resendEmailDomainId: true,
        resendEmailDomainStatus: true,
        resendEmailDomainRecords: true,
      },
    });
  return { api, scope, row };
}

const EMPTY_ROW = {
  resendEmailDomain: null,
  resendEmailDomainId: null,
  resendEmailDomainStatus: "not_started",
  resendEmailDomainRecords: [],
};

describe("the agency's sending domain", () => {
  it("goes not_started -> pending -> verified", async () => {
    const { api, scope, row } = await owner();
    expect(await api.agency.emailDomain(scope)).toEqual({
      available: true,
      domain: null,
      status: "not_started",
      records: [],
    });

    const domain = uniqueDomain();
    const added = await api.agency.addEmailDomain({ ...scope, domain: `  ${domain.toUpperCase()} ` });
    expect(added).toMatchObject({ available: true, domain, status: "not_started" });
    expect(added.records).toEqual([
      expect.objectContaining({ type: "MX", name: "send", ttl: "Auto", priority: 10, status: "not_started" }),
      expect.objectContaining({ type: "TXT", name: "send", value: '"v=spf1 include:amazonses.com ~all"' }),
      expect.objectContaining({ type: "TXT", name: "resend._domainkey", priority: null }),
    ]);
    const stored = await row();
    expect(stored).toMatchObject({ resendEmailDomain: domain, resendEmailDomainStatus: "not_started" });
    expect(stored?.resendEmailDomainId).toBe(standIn.domains().find((d) => d.name === domain)?.id);

    // nothing changes until Verify DNS Records
    expect((await api.agency.refreshEmailDomain(scope)).status).toBe("not_started");

    const pending = await api.agency.verifyEmailDomain(scope);
    expect(pending.status).toBe("pending");
    expect((await api.agency.refreshEmailDomain(scope)).status).toBe("pending");
    expect((await row())?.resendEmailDomainStatus).toBe("pending");

    standIn.markVerified(domain);
    const verified = await api.agency.refreshEmailDomain(scope);
    expect(verified.status).toBe("verified");
    expect(verified.records.map((record) => record.status)).toEqual(["verified", "verified", "verified"]);
    expect(await api.agency.emailDomain(scope)).toEqual(verified);
    expect((await row())?.resendEmailDomainStatus).toBe("verified");

    // verifying again keeps it verified
    expect((await api.agency.verifyEmailDomain(scope)).status).toBe("verified");
  });

  it("refuses a domain another agency has added, in any region", async () => {
    const first = await owner("na");
    const domain = uniqueDomain("shared");
    await first.api.agency.addEmailDomain({ ...first.scope, domain });

    const second = await owner("eu");
    const refused = await refusal(second.api.agency.addEmailDomain({ ...second.scope, domain }));
    expect([refused.code, refused.message]).toEqual(["CONFLICT", DOMAIN_MESSAGES.emailDomainAlreadyAdded]);
    expect(await second.row()).toEqual(EMPTY_ROW);
    expect(standIn.domains().filter((d) => d.name === domain)).toHaveLength(1);

    // the owner's own domain, added again
    const again = await refusal(first.api.agency.addEmailDomain({ ...first.scope, domain }));
    expect(again.message).toBe(DOMAIN_MESSAGES.emailDomainAlreadyAdded);
    // another domain while one is there
    const other = await refusal(first.api.agency.addEmailDomain({ ...first.scope, domain: uniqueDomain() }));
    expect(other.message).toBe(EMAIL_DOMAIN_MESSAGES.replaceFirst);
  });

  it("stores nothing and calls no API for refused inputs", async () => {
    const { api, scope, row } = await owner();
    const calls = standIn.requests.length;
    const cases: Array<[string, string]> = [
      ["", DOMAIN_MESSAGES.emailDomainEmpty],
      ["   ", DOMAIN_MESSAGES.emailDomainEmpty],
      ["mail.northwind.com", DOMAIN_MESSAGES.emailDomainRoot],
      ["co.uk", DOMAIN_MESSAGES.emailDomainRoot],
      ["not a domain!", DOMAIN_MESSAGES.emailDomainRoot],
      ["https://northwind.com/", DOMAIN_MESSAGES.emailDomainRoot],
    ];
    for (const [domain, message] of cases) {
      const refused = await refusal(api.agency.addEmailDomain({ ...scope, domain }));
      expect([refused.code, refused.message], domain).toEqual(["BAD_REQUEST", message]);
    }
    expect(await row()).toEqual(EMPTY_ROW);
    expect(standIn.requests.length).toBe(calls);

    const nothing = await refusal(api.agency.verifyEmailDomain(scope));
    expect(nothing.message).toBe(EMAIL_DOMAIN_MESSAGES.noDomain);
    expect((await refusal(api.agency.deleteEmailDomain(scope))).message).toBe(EMAIL_DOMAIN_MESSAGES.noDomain);
  });

  it("asks for the agency settings first, and says when there is no e-mail API", async () => {
    const unsaved = await owner("eu", { saved: false });
    const refused = await refusal(unsaved.api.agency.addEmailDomain({ ...unsaved.scope, domain: uniqueDomain() }));
    expect([refused.code, refused.message]).toEqual(["NOT_FOUND", EMAIL_DOMAIN_MESSAGES.saveFirst]);
    expect(await unsaved.row()).toBeNull();

    const noApi = await owner("eu", { withDeps: { ...deps, emailApi: null } });
    expect((await noApi.api.agency.emailDomain(noApi.scope)).available).toBe(false);
    const missing = await refusal(noApi.api.agency.addEmailDomain({ ...noApi.scope, domain: uniqueDomain() }));
    expect(missing.message).toBe(DOMAIN_MESSAGES.emailApiMissing);
    expect(await noApi.row()).toEqual(EMPTY_ROW);
  });

  it("deletes the domain at the API and empties every field", async () => {
    const { api, scope, row } = await owner();
    const domain = uniqueDomain();
    await api.agency.addEmailDomain({ ...scope, domain });
    await api.agency.verifyEmailDomain(scope);

    const deleted = await api.agency.deleteEmailDomain(scope);
    expect(deleted).toEqual({ available: true, domain: null, status: "not_started", records: [] });
    expect(await row()).toEqual(EMPTY_ROW);
    expect(standIn.domains().some((d) => d.name === domain)).toBe(false);

    // the domain is free again, for anyone
    await api.agency.addEmailDomain({ ...scope, domain });
    const id = (await row())?.resendEmailDomainId ?? "";
    // a domain the API no longer knows is deleted all the same
    await fetch(`${standIn.url}/domains/${id}`, {
      method: "DELETE",
      headers: { Authorization: `Bearer ${standIn.key}` },
    });
    await api.agency.deleteEmailDomain(scope);
    expect(await row()).toEqual(EMPTY_ROW);
  });

  it("keeps one domain when two adds race", async () => {
    const { api, scope, row } = await owner();
    const domains = [uniqueDomain("race"), uniqueDomain("race")];
    const results = await Promise.allSettled(domains.map((domain) => api.agency.addEmailDomain({ ...scope, domain })));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(1);
    const kept = (await row())?.resendEmailDomain;
    expect(domains).toContain(kept);
    expect(
      standIn
        .domains()
        .filter((d) => domains.includes(d.name))
        .map((d) => d.name),
    ).toEqual([kept]);
  });
});

describe("the e-mail API's failures", () => {
  it("shows the API's refusal, or the spec's message when it failed otherwise", async () => {
    const { api, scope, row } = await owner();
    standIn.failNext(422, "The domain is on a blocklist.");
    const refused = await refusal(api.agency.addEmailDomain({ ...scope, domain: uniqueDomain() }));
    expect(refused.message).toBe("The domain is on a blocklist.");

    standIn.failNext(500, "Internal details");
    const broken = await refusal(api.agency.addEmailDomain({ ...scope, domain: uniqueDomain() }));
    expect([broken.code, broken.message]).toEqual(["BAD_GATEWAY", DOMAIN_MESSAGES.emailDomainAddFailed]);

    // added at the API outside this product: the API's own duplicate message
    const outside = uniqueDomain("outside");
    await fetch(`${standIn.url}/domains`, {
      method: "POST",
      headers: { Authorization: `Bearer ${standIn.key}`, "Content-Type": "application/json" },
      body: JSON.stringify({ name: outside }),
    });
    const duplicate = await refusal(api.agency.addEmailDomain({ ...scope, domain: outside }));
    expect(duplicate.message).toBe(`The ${outside} domain has been registered already.`);
    expect(await row()).toEqual(EMPTY_ROW);

    await api.agency.addEmailDomain({ ...scope, domain: uniqueDomain() });
    standIn.failNext(500, "Internal details");
    expect((await refusal(api.agency.verifyEmailDomain(scope))).message).toBe(DOMAIN_MESSAGES.emailDomainVerifyFailed);
    expect((await row())?.resendEmailDomainStatus).toBe("not_started");
    standIn.failNext(503, "Internal details");
    expect((await refusal(api.agency.refreshEmailDomain(scope))).message).toBe(EMAIL_DOMAIN_MESSAGES.checkFailed);
    standIn.failNext(500, "Internal details");
    expect((await refusal(api.agency.deleteEmailDomain(scope))).message).toBe(DOMAIN_MESSAGES.emailDomainDeleteFailed);
    expect((await row())?.resendEmailDomain).not.toBeNull();
  });

  it("does not show a refused key's message, nor an unreachable or oversized API's", async () => {
    const wrongKey = await owner("eu", { withDeps: { ...deps, emailApi: { url: standIn.url, key: "re_wrong" } } });
    const unauthorized = await refusal(
      wrongKey.api.agency.addEmailDomain({ ...wrongKey.scope, domain: uniqueDomain() }),
    );
    expect(unauthorized.message).toBe(DOMAIN_MESSAGES.emailDomainAddFailed);

    const closed = await startFetchHandlerServer(() => Promise.resolve(new Response("")));
    await closed.stop();
    const down = await owner("eu", { withDeps: { ...deps, emailApi: { url: closed.baseUrl, key: "k" } } });
    const unreachable = await refusal(down.api.agency.addEmailDomain({ ...down.scope, domain: uniqueDomain() }));
    expect(unreachable.message).toBe(DOMAIN_MESSAGES.emailDomainAddFailed);

    const huge = await startFetchHandlerServer(() =>
      Promise.resolve(
        new Response(JSON.stringify({ id: "x", name: "y", status: "not_started", pad: "x".repeat(400_000) })),
      ),
    );
    try {
      const big = await owner("eu", { withDeps: { ...deps, emailApi: { url: huge.baseUrl, key: "k" } } });
      const oversized = await refusal(big.api.agency.addEmailDomain({ ...big.scope, domain: uniqueDomain() }));
      expect(oversized.message).toBe(DOMAIN_MESSAGES.emailDomainAddFailed);
      expect(await big.row()).toEqual(EMPTY_ROW);
    } finally {
      await huge.stop();
    }
  });
});
