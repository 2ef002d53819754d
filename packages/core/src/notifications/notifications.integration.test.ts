import { newEntityId, randomString } from "@parlo/db";
import { createTestAgent, createTestUser, uniqueEmail } from "@parlo/db/factories";
import { createTestAgency, createTestDeps, mailboxMessagesTo } from "@parlo/testing";
import { afterAll, describe, expect, it } from "vitest";
import { listNotifications, markNotifications } from "./list-notifications";
import { startNotificationHub } from "./notification-hub";
import { notificationRecipients } from "./notification-recipients";
import { notifyEvent, writeNotifications } from "./notify";

const deps = createTestDeps();
/** a second app instance: its own database clients, as another server process has */
const other = createTestDeps();
afterAll(async () => {
  await deps.db.disconnect();
  await other.db.disconnect();
});
const eu = deps.db.for("eu");

/** An agency whose agent is in an org with clients of the given settings and pages; a member besides the owner. */
async function agencyWithClients(
  clients: Array<{
    name: string;
    notifyIf: "all" | "requestsOnly" | "none";
    canAccess: string[];
    notifyThrough?: "email" | "push" | "all" | "none";
  }>,
  orgSettings: object = {},
) {
  const agency = await createTestAgency(eu);
  const agent = await createTestAgent(eu, agency.workspace);
  const member = await createTestUser(eu);
  await eu.workspaceMember.create({
    data: { workspaceId: agency.workspaceId, email: member.user.email, userId: member.user.id, role: "member" },
  });
  const org = await eu.org.create({
    data: {
      id: newEntityId(),
      ownerID: agency.workspaceId,
      agencyId: agency.agencyId,
      widgetIDs: [agent.id],
      settings: orgSettings,
    },
  });
  const ids: Record<string, string> = {};
  const emails: Record<string, string> = {};
  for (const client of clients) {
    const row = await eu.client.create({
      data: {
        id: newEntityId(),
        orgId: org.id,
        ownerID: agency.workspaceId,
        name: client.name,
        email: uniqueEmail("notify"),
        dashboardPasswordHash: "",
        canAccess: client.canAccess,
        notificationsSettings: { notifyThrough: client.notifyThrough ?? "email", notifyIf: client.notifyIf },
      },
    });
    ids[client.name] = `client:${row.id}`;
    emails[client.name] = row.email;
  }
  return { agency, agent, org, member, clients: ids, emails };
}

describe("who gets a notification", () => {
  it("a request (level 2): the team, and the org's clients who open Chats and take requests", async () => {
    const { agency, agent, member, clients } = await agencyWithClients([
      { name: "all", notifyIf: "all", canAccess: ["convos"] },
      { name: "requests", notifyIf: "requestsOnly", canAccess: ["convos", "leads"] },
      { name: "none", notifyIf: "none", canAccess: ["convos"] },
      { name: "no chats", notifyIf: "all", canAccess: ["leads"] },
    ]);
    const recipients = await notificationRecipients(deps.db, {
      region: "eu",
      workspaceId: agency.workspaceId,
      agentId: agent.id,
      level: 2,
      page: "convos",
      query: { c: "conv1" },
    });
    expect(recipients.map(({ key, urlPathname, push }) => ({ key, urlPathname, push }))).toEqual(
      expect.arrayContaining([
        { key: `user:${agency.user.id}`, urlPathname: `/app/eu/agents/${agent.id}/convos?c=conv1`, push: true },
        { key: `user:${member.user.id}`, urlPathname: `/app/eu/agents/${agent.id}/convos?c=conv1`, push: true },
        // notifyThrough "email": in the bell, not pushed
        { key: clients.all, urlPathname: `/convos?agent=${agent.id}&c=conv1`, push: false },
        { key: clients.requests, urlPathname: `/convos?agent=${agent.id}&c=conv1`, push: false },
      ]),
    );
    expect(recipients).toHaveLength(4);
  });

  it("a message (level 1): only clients who asked for all messages; none while the org's access is off", async () => {
    const { agency, agent, clients } = await agencyWithClients([
      { name: "all", notifyIf: "all", canAccess: ["leads"] },
      { name: "requests", notifyIf: "requestsOnly", canAccess: ["leads"] },
    ]);
    const target = {
      region: "eu" as const,
      workspaceId: agency.workspaceId,
      agentId: agent.id,
      level: 1,
      page: "leads" as const,
    };
    const keys = (await notificationRecipients(deps.db, target)).map((r) => r.key);
    expect(keys).toContain(clients.all);
    expect(keys).not.toContain(clients.requests);

    const blocked = await agencyWithClients([{ name: "all", notifyIf: "all", canAccess: ["leads", "convos"] }], {
      disableClientAccess: true,
    });
    const blockedKeys = (
      await notificationRecipients(deps.db, {
        ...target,
        workspaceId: blocked.agency.workspaceId,
        agentId: blocked.agent.id,
      })
    ).map((r) => r.key);
    expect(blockedKeys.filter((key) => key.startsWith("client:"))).toEqual([]);
  });
});

describe("notifications by e-mail", () => {
  it("e-mails the clients whose settings take e-mail, from the agency, with a link to the page on its portal", async () => {
    const { agency, agent, emails } = await agencyWithClients([
      { name: "email", notifyIf: "all", canAccess: ["convos"], notifyThrough: "email" },
      { name: "all channels", notifyIf: "requestsOnly", canAccess: ["convos"], notifyThrough: "all" },
      { name: "push", notifyIf: "all", canAccess: ["convos"], notifyThrough: "push" },
      { name: "none", notifyIf: "all", canAccess: ["convos"], notifyThrough: "none" },
    ]);
    await eu.agency.update({
      where: { id: agency.agencyId },
      data: { name: "Bloom Studio", VGsubDomain: "bloom-mail.localhost", isVerifiedSubDomain: true },
    });
    const { emailed } = await notifyEvent({
      db: deps.db,
      mail: deps,
      target: {
        region: "eu",
        workspaceId: agency.workspaceId,
        agentId: agent.id,
        level: 2,
        page: "convos",
        query: { c: "conv9" },
      },
      kind: "handoff_request",
      title: "Front Desk: a visitor asks for a person",
      body: "Can I talk to someone?",
    });
    expect(await emailed).toBe(2);
    for (const name of ["email", "all channels"]) {
      const [message, ...more] = await mailboxMessagesTo(emails[name] ?? "");
      expect(more).toEqual([]);
      expect(message?.from).toContain("Bloom Studio");
      expect(message?.subject).toBe("Front Desk: a visitor asks for a person");
      expect(message?.text).toContain("Can I talk to someone?");
      expect(message?.text).toContain(`http://bloom-mail.localhost:3001/convos?agent=${agent.id}&c=conv9`);
      expect(`${message?.html} ${message?.text}`).not.toMatch(/Parlo/);
    }
    for (const name of ["push", "none"]) expect(await mailboxMessagesTo(emails[name] ?? "")).toEqual([]);
  });
});

describe("a recipient's bell", () => {
  it("keeps the latest 5 of each level, newest first, counts the unread, marks shown and read", async () => {
    const { user, workspace } = await createTestUser(eu);
    const recipient = `user:${user.id}`;
    const base = Date.parse("2026-11-27T08:00:00Z");
    for (let index = 0; index < 7; index++) {
      for (const level of [1, 2]) {
        await writeNotifications({
          db: deps.db,
          region: "eu",
          workspaceId: workspace.id,
          kind: level === 2 ? "handoff_request" : "new_lead",
          level,
          title: `L${level} #${index}`,
          body: "",
          recipients: [{ key: recipient, urlPathname: "/app/eu/agents", email: null, push: true }],
          now: new Date(base + index * 60_000 + level),
        });
      }
    }
    const bell = await listNotifications({ db: deps.db, region: "eu", workspaceId: workspace.id, recipient });
    expect(bell.notifications.map((n) => n.title)).toEqual(
      [6, 5, 4, 3, 2].flatMap((index) => [`L2 #${index}`, `L1 #${index}`]),
    );
    expect(bell.unread).toBe(14);

    const [newest] = bell.notifications;
    await markNotifications({
      db: deps.db,
      region: "eu",
      workspaceId: workspace.id,
      recipient,
      ids: [newest?.id ?? ""],
      as: "seen",
    });
    const shown = await listNotifications({ db: deps.db, region: "eu", workspaceId: workspace.id, recipient });
    expect(shown.notifications[0]).toMatchObject({ seen: true, read: false });
    expect(shown.unread).toBe(14);

    // another recipient's notifications are not marked
    const stranger = await markNotifications({
      db: deps.db,
      region: "eu",
      workspaceId: workspace.id,
      recipient: "user:nobody",
      as: "read",
    });
    expect(stranger.marked).toBe(0);
    expect(
      (await markNotifications({ db: deps.db, region: "eu", workspaceId: workspace.id, recipient, as: "read" })).marked,
    ).toBe(14);
    expect((await listNotifications({ db: deps.db, region: "eu", workspaceId: workspace.id, recipient })).unread).toBe(
      0,
    );
  });
});

describe("delivery across app instances (LISTEN/NOTIFY)", () => {
  it("signals the open streams of another instance when one instance writes", async () => {
    const hub = startNotificationHub(other.db);
    await hub.ready;
    const { agency, agent, clients } = await agencyWithClients([{ name: "c", notifyIf: "all", canAccess: ["convos"] }]);
    const heard: string[] = [];
    const done = new Promise<void>((resolve) => {
      hub.subscribe(clients.c ?? "", () => {
        heard.push("client");
        resolve();
      });
    });
    hub.subscribe("client:someone-else", () => heard.push("someone else"));
    await notifyEvent({
      db: deps.db,
      target: {
        region: "eu",
        workspaceId: agency.workspaceId,
        agentId: agent.id,
        level: 2,
        page: "convos",
        query: { c: randomString(8) },
      },
      kind: "handoff_request",
      title: "Front desk: a visitor asks for a person",
      body: "Can someone call me?",
    });
    // (how fast: bench:portal's notification_delivery_p95)
    await done;
    expect(heard).toEqual(["client"]);
    expect(hub.size()).toBe(2);
    await hub.stop();
  });
});
