import { grantCredits } from "@parlo/core";
import { Prisma } from "@parlo/db";
import { createTestUser } from "@parlo/db/factories";
import { asUser, callerFor, createTestDeps, refusal } from "@parlo/testing";
import { CLIENT_MESSAGES, CREDIT_TRANSFER_MESSAGES as M } from "@parlo/validators";
import { afterAll, describe, expect, it } from "vitest";
import { createCaller } from "../root";

const deps = createTestDeps();
afterAll(() => deps.db.disconnect());
const eu = deps.db.for("eu");

/** An owner whose workspace bought `credits` (a ledger entry, as a payment grants them) and has an org. */
async function ownerWithOrg(credits: number) {
  const { user, workspace } = await createTestUser(eu);
  const api = callerFor(createCaller, deps, asUser(user));
  const scope = { region: "eu" as const, workspaceId: workspace.id };
  await eu.workspace.update({ where: { id: workspace.id }, data: { loadTokens: 0 } });
  await grantCredits({
    db: deps.db,
    region: "eu",
    workspaceId: workspace.id,
    credits,
    reference: `test:${workspace.id}`,
    featureKey: "test",
    logMessage: "Test credits",
  });
  const { org } = await api.clients.createOrg(scope);
  return { api, scope, org, workspaceId: workspace.id };
}

const balances = async (workspaceId: string, orgId: string) => ({
  workspace: (await eu.workspace.findUniqueOrThrow({ where: { id: workspaceId } })).loadTokens.toString(),
  org: (await eu.org.findUniqueOrThrow({ where: { id: orgId } })).loadTokens.toString(),
});

/** What the usage log sums to: the workspace's own entries, and the org's. */
async function ledgerSums(workspaceId: string, orgId: string) {
  const entries = await eu.creditLedgerEntry.findMany({ where: { workspaceId } });
  const sum = (rows: typeof entries) =>
    rows
      .reduce(
        (total, entry) => (entry.direction === "increase" ? total.plus(entry.amount) : total.minus(entry.amount)),
        new Prisma.Decimal(0),
      )
      .toString();
  return {
    workspace: sum(entries.filter((entry) => !entry.consumedFromOrg)),
    org: sum(entries.filter((entry) => entry.consumedFromOrg && entry.orgId === orgId)),
  };
}

describe("credit transfer between the workspace and an org", () => {
  it("moves credits either way, as two usage-log entries", async () => {
    const { api, scope, org, workspaceId } = await ownerWithOrg(1000);
    expect(await api.clients.transferCredits({ ...scope, orgId: org.id, direction: "toOrg", amount: 500 })).toEqual({
      workspaceBalance: 500,
      orgBalance: 500,
    });
    expect(
      await api.clients.transferCredits({ ...scope, orgId: org.id, direction: "toWorkspace", amount: "120.25" }),
    ).toEqual({ workspaceBalance: 620.25, orgBalance: 379.75 });
    const entries = await eu.creditLedgerEntry.findMany({
      where: { workspaceId, featureKey: "credit_transfer" },
      orderBy: { ts: "asc" },
    });
    expect(entries).toHaveLength(4);
    expect(entries.map((e) => [e.direction, e.amount.toString(), e.consumedFromOrg, e.orgId])).toEqual(
      expect.arrayContaining([
        ["decrease", "500", false, org.id],
        ["increase", "500", true, org.id],
        ["increase", "120.25", false, org.id],
        ["decrease", "120.25", true, org.id],
      ]),
    );
    expect(await ledgerSums(workspaceId, org.id)).toEqual(await balances(workspaceId, org.id));
  });

  it("refuses bad amounts, too much, and an org that is not the workspace's, moving nothing", async () => {
    const { api, scope, org, workspaceId } = await ownerWithOrg(100);
    for (const amount of [0, -5, "abc", "1.23456", "", Number.NaN]) {
      expect(
        await refusal(api.clients.transferCredits({ ...scope, orgId: org.id, direction: "toOrg", amount })),
      ).toMatchObject({
        code: "BAD_REQUEST",
        message: expect.stringContaining(M.invalidAmount),
      });
    }
    expect(
      await refusal(api.clients.transferCredits({ ...scope, orgId: org.id, direction: "toOrg", amount: "100.0001" })),
    ).toMatchObject({ code: "BAD_REQUEST", message: M.notEnoughInWorkspace });
    expect(
      await refusal(api.clients.transferCredits({ ...scope, orgId: org.id, direction: "toWorkspace", amount: 1 })),
    ).toMatchObject({ code: "BAD_REQUEST", message: M.notEnoughInOrg });
    const other = await ownerWithOrg(100);
    expect(
      await refusal(api.clients.transferCredits({ ...scope, orgId: other.org.id, direction: "toOrg", amount: 1 })),
    ).toMatchObject({ code: "NOT_FOUND", message: CLIENT_MESSAGES.orgNotFound });
    expect(await balances(workspaceId, org.id)).toEqual({ workspace: "100", org: "0" });
    expect(await balances(other.workspaceId, other.org.id)).toEqual({ workspace: "100", org: "0" });
  });

  it("keeps both balances exact under 50 concurrent transfers in both directions", async () => {
    const { api, scope, org, workspaceId } = await ownerWithOrg(1000);
    await api.clients.transferCredits({ ...scope, orgId: org.id, direction: "toOrg", amount: 500 });
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) =>
        api.clients.transferCredits({
          ...scope,
          orgId: org.id,
          direction: index % 2 === 0 ? "toOrg" : "toWorkspace",
          amount: index % 2 === 0 ? "7.5" : "3.25",
        }),
      ),
    );
    expect(results.filter((result) => result.status === "rejected")).toEqual([]);
    // 25 x 7.5 to the org, 25 x 3.25 back
    expect(await balances(workspaceId, org.id)).toEqual({ workspace: "393.75", org: "606.25" });
    expect(await ledgerSums(workspaceId, org.id)).toEqual({ workspace: "393.75", org: "606.25" });
  });

  it("never spends a credit twice: of 20 concurrent transfers of 100 from 1,000, exactly 10 go through", async () => {
    const { api, scope, org, workspaceId } = await ownerWithOrg(1000);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () =>
        api.clients.transferCredits({ ...scope, orgId: org.id, direction: "toOrg", amount: 100 }),
      ),
    );
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(10);
    for (const result of results) {
      if (result.status === "rejected") expect(result.reason).toMatchObject({ message: M.notEnoughInWorkspace });
    }
    expect(await balances(workspaceId, org.id)).toEqual({ workspace: "0", org: "1000" });
    expect(await ledgerSums(workspaceId, org.id)).toEqual({ workspace: "0", org: "1000" });
  });
});
