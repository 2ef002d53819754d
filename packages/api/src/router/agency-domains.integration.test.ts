import { createPortalDomainsConfig, createAgencyHostResolver } from "@parlo/core";
import { waitForMessage } from "@parlo/email/dev-mailbox";
import { createTestUser } from "@parlo/db/factories";
import { asUser, callerFor, createTestDeps, refusal, startDnsStandIn, type DnsStandIn } from "@parlo/testing";
import { AGENCY_MESSAGES, defaultAgencyForm, DOMAIN_MESSAGES } from "@parlo/validators";
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import { createCaller } from "../root";

let dns: DnsStandIn;
const base = createTestDeps();
const deps = () => ({
  ...base,
  portalDomains: createPortalDomainsConfig({
    portalUrl: "http://localhost:3001",
    rootDomain: "portal.parlo.test",
    cnameTarget: "edge.parlo.test",
    dnsServers: dns.server,
    httpsPort: 443,
  }),
});
beforeAll(async () => {
  dns = await startDnsStandIn();
});
afterAll(async () => {
  await dns.stop();
  await base.db.disconnect();
});

const unique = () => randomBytes(4).toString("hex");

/** An owner with saved agency settings, with or without the whitelabel trial. */
async function agencyOwner(region: "eu" | "na" = "eu", options: { whitelabel?: boolean } = { whitelabel: true }) {
  const { user, workspace } = await createTestUser(base.db.for(region));
  const api = callerFor(createCaller, deps(), asUser(user));
  const scope = { region, workspaceId: workspace.id };
  await api.agency.save({ ...scope, agency: { ...defaultAgencyForm(), name: `Agency ${unique()}` } });
  if (options.whitelabel) await api.agency.activateWhitelabelTrial(scope);
  return { api, scope, user };
}

describe("product sub-domain", () => {
  it("claims {label}.{root} lower-cased without spaces, verified at once, and refuses it to others in any region", async () => {
    const label = `Acme ${unique()}`;
    const host = `${label.toLowerCase().replace(/\s+/g, "")}.portal.parlo.test`;
    const first = await agencyOwner("eu");
    const state = await first.api.agency.setSubDomain({ ...first.scope, subDomain: label });
    expect(state.subDomain).toEqual({ host, verified: true, url: `http://${host}:3001` });

    const other = await agencyOwner("na");
    expect(await refusal(other.api.agency.setSubDomain({ ...other.scope, subDomain: label }))).toMatchObject({
      message: DOMAIN_MESSAGES.subDomainTaken,
    });
    expect((await other.api.agency.domains(other.scope)).subDomain).toBeNull();

    // locked until cancelled
    expect(await refusal(first.api.agency.setSubDomain({ ...first.scope, subDomain: "other" }))).toMatchObject({
      message: DOMAIN_MESSAGES.subDomainLocked,
    });
    const cleared = await first.api.agency.removeDomain({ ...first.scope, kind: "subDomain" });
    expect(cleared.subDomain).toBeNull();
  });

  it("refuses empty, malformed and reserved names and stores nothing", async () => {
    const { api, scope } = await agencyOwner();
    for (const [input, message] of [
      ["  ", DOMAIN_MESSAGES.subDomainEmpty],
      ["a.b", DOMAIN_MESSAGES.subDomainInvalid],
      ["-x", DOMAIN_MESSAGES.subDomainInvalid],
      ["www", DOMAIN_MESSAGES.subDomainReserved],
    ] as const) {
      expect(await refusal(api.agency.setSubDomain({ ...scope, subDomain: input }))).toMatchObject({ message });
    }
    expect((await api.agency.domains(scope)).subDomain).toBeNull();
  });

  it("asks for saved agency settings first", async () => {
    const { user, workspace } = await createTestUser(base.db.for("eu"));
    const api = callerFor(createCaller, deps(), asUser(user));
    expect(
      await refusal(api.agency.setSubDomain({ region: "eu", workspaceId: workspace.id, subDomain: "fresh" })),
    ).toMatchObject({ message: DOMAIN_MESSAGES.saveSettingsFirst });
  });
});

describe("custom domain", () => {
  it("is for the whitelabel add-on only", async () => {
    const { api, scope } = await agencyOwner("eu", { whitelabel: false });
    expect(await refusal(api.agency.setCustomDomain({ ...scope, customDomain: "app.example.com" }))).toMatchObject({
      code: "FORBIDDEN",
      message: AGENCY_MESSAGES.whitelabelOnly,
    });
  });

  it("gives the spec's messages for empty, two-part, product and taken domains, storing nothing", async () => {
    const { api, scope } = await agencyOwner();
    const cases = [
      ["", DOMAIN_MESSAGES.customDomainEmpty],
      ["agency.com", DOMAIN_MESSAGES.customDomainNeedsSubdomain("agency.com")],
      ["agency.co.uk", DOMAIN_MESSAGES.customDomainNeedsSubdomain("agency.co.uk")],
      ["acme.portal.parlo.test", DOMAIN_MESSAGES.customDomainProduct],
      ["http://app.agency.com", DOMAIN_MESSAGES.customDomainInvalid],
    ] as const;
    for (const [input, message] of cases) {
      expect(await refusal(api.agency.setCustomDomain({ ...scope, customDomain: input }))).toMatchObject({ message });
    }
    const domain = `app.taken-${unique()}.com`;
    const other = await agencyOwner("na");
    await other.api.agency.setCustomDomain({ ...other.scope, customDomain: domain });
    expect(await refusal(api.agency.setCustomDomain({ ...scope, customDomain: domain }))).toMatchObject({
      message: DOMAIN_MESSAGES.customDomainTaken,
    });
    expect((await api.agency.domains(scope)).customDomain).toBeNull();
  });

  it("shows its CNAME record, verifies against DNS (missing, wrong, right) and is then served by the host resolver", async () => {
    const { api, scope } = await agencyOwner();
    const domain = `portal.verify-${unique()}.co.uk`;
    const state = await api.agency.setCustomDomain({ ...scope, customDomain: ` ${domain.toUpperCase()} ` });
    expect(state.customDomain).toMatchObject({
      host: domain,
      verified: false,
      records: [{ type: "CNAME", name: "portal", value: "edge.parlo.test", ttl: "Auto" }],
    });
    const resolver = createAgencyHostResolver({ db: base.db, rootDomain: "portal.parlo.test", ttlMs: 0, missTtlMs: 0 });
    expect(await resolver.resolve(domain)).toEqual({ kind: "unknown" });

    // missing record
    expect(await api.agency.customDomainStatus(scope)).toEqual({ host: domain, verified: false, live: false });
    // wrong record
    dns.set(domain, { cname: "somewhere-else.example.net" });
    expect(await api.agency.customDomainStatus(scope)).toMatchObject({ verified: false });
    // right record (the name compared without case and trailing dot)
    dns.set(domain, { cname: "EDGE.parlo.test." });
    expect(await api.agency.customDomainStatus(scope)).toEqual({ host: domain, verified: true, live: false });
    expect((await api.agency.domains(scope)).customDomain?.verified).toBe(true);
    expect(await resolver.resolve(`${domain.toUpperCase()}:443`)).toMatchObject({ kind: "agency", region: "eu" });

    // Delete clears both states and the resolver forgets it
    const cleared = await api.agency.removeDomain({ ...scope, kind: "customDomain" });
    expect(cleared.customDomain).toBeNull();
    expect(await resolver.resolve(domain)).toEqual({ kind: "unknown" });
  });

  it("e-mails the DNS instructions to a developer", async () => {
    const { api, scope } = await agencyOwner();
    const domain = `app.instructions-${unique()}.com`;
    await api.agency.setCustomDomain({ ...scope, customDomain: domain });
    const to = `dev-${unique()}@example.test`;
    const since = new Date();
    await api.agency.sendDnsInstructions({ ...scope, to });
    const message = await waitForMessage({ mailboxUrl: inject("mailboxUrl"), to, since });
    expect(message.subject).toBe(`DNS records to connect ${domain}`);
    expect(message.text).toContain("CNAME  app  edge.parlo.test");
    expect(await refusal(api.agency.sendDnsInstructions({ ...scope, to: "not-an-address" }))).toMatchObject({
      code: "BAD_REQUEST",
    });
    // ten an hour per agency
    for (let sent = 1; sent < 10; sent++) await api.agency.sendDnsInstructions({ ...scope, to });
    expect(await refusal(api.agency.sendDnsInstructions({ ...scope, to }))).toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
  });
});
