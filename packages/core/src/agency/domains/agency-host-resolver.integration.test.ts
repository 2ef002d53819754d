import { newAgencySecret, newEntityId, type Db } from "@parlo/db";
import { createTestUser } from "@parlo/db/factories";
import { createTestDeps } from "@parlo/testing";
import { randomBytes } from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { announceAgencyDomainChange, createAgencyHostResolver, watchAgencyDomainChanges } from "./agency-host-resolver";

const deps = createTestDeps();
afterAll(() => deps.db.disconnect());
const ROOT = "portal.parlo.test";
const unique = () => randomBytes(4).toString("hex");

async function agencyIn(db: Db, domains: { sub?: string; custom?: string; verified?: boolean }) {
  const { workspace } = await createTestUser(db);
  const verified = domains.verified ?? true;
  return db.agency.create({
    data: {
      id: newEntityId(),
      userId: workspace.id,
      secret: newAgencySecret(),
      VGsubDomain: domains.sub ?? null,
      isVerifiedSubDomain: domains.sub ? verified : false,
      customDomain: domains.custom ?? null,
      isVerifiedCustomDomain: domains.custom ? verified : false,
    },
  });
}

describe("host to agency", () => {
  it("finds a sub-domain and a custom domain in either region, whatever the case, port or trailing dot", async () => {
    const sub = `acme${unique()}`;
    const custom = `app.north-${unique()}.com`;
    const eu = await agencyIn(deps.db.for("eu"), { sub: `${sub}.${ROOT}` });
    const na = await agencyIn(deps.db.for("na"), { custom });
    const resolver = createAgencyHostResolver({ db: deps.db, rootDomain: ROOT });

    for (const host of [`${sub}.${ROOT}`, `${sub.toUpperCase()}.Portal.Parlo.Test:8443`, `${sub}.${ROOT}.`]) {
      expect(await resolver.resolve(host)).toEqual({
        kind: "agency",
        host: `${sub}.${ROOT}`,
        region: "eu",
        agencyId: eu.id,
        workspaceId: eu.userId,
      });
    }
    for (const host of [custom, `${custom.toUpperCase()}:443`]) {
      expect(await resolver.resolve(host)).toEqual({
        kind: "agency",
        host: custom,
        region: "na",
        agencyId: na.id,
        workspaceId: na.userId,
      });
    }
  });

  it("answers root for the portal's own name and unknown for the rest", async () => {
    const unverified = `app.pending-${unique()}.com`;
    await agencyIn(deps.db.for("eu"), { custom: unverified, verified: false });
    const resolver = createAgencyHostResolver({ db: deps.db, rootDomain: ROOT });
    expect(await resolver.resolve(`${ROOT}:3001`)).toEqual({ kind: "root" });
    for (const host of [
      unverified,
      `nobody.${ROOT}`,
      "a.b." + ROOT,
      "127.0.0.1:3001",
      "[::1]:3001",
      "",
      null,
      "bad_host.com",
    ]) {
      expect(await resolver.resolve(host)).toEqual({ kind: "unknown" });
    }
  });

  it("keeps answers cached until a domain change is announced, in every instance that listens", async () => {
    const custom = `app.cached-${unique()}.com`;
    const db = deps.db.for("eu");
    const agency = await agencyIn(db, { custom, verified: false });
    // two app instances, each with its own cache and a long time limit
    const first = createAgencyHostResolver({ db: deps.db, rootDomain: ROOT, missTtlMs: 3_600_000 });
    const second = createAgencyHostResolver({ db: deps.db, rootDomain: ROOT, missTtlMs: 3_600_000 });
    const watches = [watchAgencyDomainChanges(deps.db, first), watchAgencyDomainChanges(deps.db, second)];
    await Promise.all(watches.map((watch) => watch.ready));
    try {
      expect(await first.resolve(custom)).toEqual({ kind: "unknown" });
      expect(await second.resolve(custom)).toEqual({ kind: "unknown" });

      await db.agency.update({ where: { id: agency.id }, data: { isVerifiedCustomDomain: true } });
      // not announced: the cached miss stands
      expect(await first.resolve(custom)).toEqual({ kind: "unknown" });

      await announceAgencyDomainChange(db, custom);
      await expect.poll(() => first.resolve(custom)).toMatchObject({ kind: "agency", agencyId: agency.id });
      await expect.poll(() => second.resolve(custom)).toMatchObject({ kind: "agency", agencyId: agency.id });
    } finally {
      await Promise.all(watches.map((watch) => watch.stop()));
    }
  });
});
