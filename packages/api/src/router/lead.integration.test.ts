import { startConversation, submitLead } from "@parlo/core";
import { randomString } from "@parlo/db";
import { createTestUser } from "@parlo/db/factories";
import { asAgentKey, asUser, callerFor, createTestDeps, refusal } from "@parlo/testing";
import { LEAD_MESSAGES, type TLeadForm } from "@parlo/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCaller } from "../root";

const deps = createTestDeps();
const eu = deps.db.for("eu");
afterAll(() => deps.db.disconnect());

const FORM: TLeadForm = {
  title: "Stay in touch",
  fields: [
    { key: "full_name", label: "Your name", type: "name", required: true },
    { key: "email", label: "E-mail", type: "email", required: true },
    { key: "company", label: "Company", type: "text", required: false },
  ],
  trigger: "start",
};

describe("lead router", () => {
  let api: ReturnType<typeof createCaller>;
  let scope: { region: "eu"; agentId: string };
  let workspaceId: string;
  let chatLeadId: string;
  let chatConversationId: string;

  beforeAll(async () => {
    const { user } = await createTestUser(eu);
    workspaceId = user.id;
    api = callerFor(createCaller, deps, asUser(user));
    const { ID: agentId } = await api.agent.create({ region: "eu", workspaceId, title: 'Sales "Bot", EU' });
    scope = { region: "eu", agentId };
    await api.agent.update({
      ...scope,
      settings: {
        nodes: [
          { id: "start", type: "start", label: "Start", next: "lead" },
          { id: "lead", type: "lead", label: "Lead form", leadForm: FORM },
        ],
      },
    });
    // one lead through the chat, the others written with fixed dates
    const started = await startConversation({ db: deps.db, region: "eu", agentId, channel: "widget" });
    chatConversationId = started.conversationId;
    const submitted = await submitLead({
      db: deps.db,
      region: "eu",
      agentId,
      conversationId: started.conversationId,
      access: { kind: "visitor", token: started.visitorToken },
      answers: { full_name: "Grace Hopper", email: "grace@navy.test", company: "=HYPERLINK(1)" },
    });
    chatLeadId = submitted.leadId;
    const day = (d: number) => new Date(Date.UTC(2026, 0, d, 12));
    const rows = [
      { name: "Alan Turing", email: "alan@bletchley.test", phone: "+44 1908 640404", createdAt: day(3) },
      { name: "Katherine Johnson", email: "kj@nasa.test", phone: null, createdAt: day(10) },
      { name: "Linus", email: "linus@kernel.test", phone: "+358 40 1234567", createdAt: day(20) },
      { name: "Old Field", email: "old@example.test", phone: null, createdAt: day(25), fields: { budget: "10k" } },
    ];
    for (const row of rows) {
      await eu.lead.create({
        data: { id: randomString(20), agentId, workspaceId, fields: {}, ...row },
      });
    }
  });

  it("lists the leads newest first, with the form's custom columns and an Open chat link", async () => {
    const page = await api.lead.list(scope);
    expect(page.total).toBe(5);
    expect(page.items.map((l) => l.name)).toEqual([
      "Grace Hopper",
      "Old Field",
      "Linus",
      "Katherine Johnson",
      "Alan Turing",
    ]);
    expect(page.items[0]).toMatchObject({
      id: chatLeadId,
      email: "grace@navy.test",
      fields: { company: "=HYPERLINK(1)" },
      conversationId: chatConversationId,
      channel: "widget",
    });
    expect(page.items[1]?.conversationId).toBeNull();
    expect(page.columns).toEqual([
      { key: "company", label: "Company" },
      { key: "budget", label: "budget" },
    ]);
    expect(page.form).toEqual({ draft: true, live: true });
    expect(page.nextCursor).toBeNull();
  });

  it("pages with a cursor", async () => {
    const first = await api.lead.list({ ...scope, limit: 2 });
    expect(first.items).toHaveLength(2);
    const second = await api.lead.list({ ...scope, limit: 2, cursor: first.nextCursor });
    const third = await api.lead.list({ ...scope, limit: 2, cursor: second.nextCursor });
    expect(third.nextCursor).toBeNull();
    const names = [...first.items, ...second.items, ...third.items].map((l) => l.name);
    expect(new Set(names).size).toBe(5);
  });

  it("searches name, e-mail and phone, and filters by date range", async () => {
    const byName = await api.lead.list({ ...scope, filters: { search: "TURING" } });
    expect(byName.items.map((l) => l.name)).toEqual(["Alan Turing"]);
    const byEmail = await api.lead.list({ ...scope, filters: { search: "nasa.test" } });
    expect(byEmail.items.map((l) => l.name)).toEqual(["Katherine Johnson"]);
    const byPhone = await api.lead.list({ ...scope, filters: { search: "+358" } });
    expect(byPhone.items.map((l) => l.name)).toEqual(["Linus"]);
    const range = await api.lead.list({
      ...scope,
      filters: { from: "2026-01-05T00:00:00.000Z", to: "2026-01-21T00:00:00.000Z" },
    });
    expect(range.items.map((l) => l.name)).toEqual(["Linus", "Katherine Johnson"]);
    expect(range.total).toBe(2);

    const backwards = await refusal(
      api.lead.list({ ...scope, filters: { from: "2026-02-01T00:00:00Z", to: "2026-01-01T00:00:00Z" } }),
    );
    expect(backwards.code).toBe("BAD_REQUEST");
    expect(backwards.message).toContain(LEAD_MESSAGES.badDateRange);
  });

  it("exports the filtered leads as CSV and JSON", async () => {
    const csv = await api.lead.export({ ...scope, format: "csv", filters: { search: "hopper" } });
    expect(csv).toMatchObject({ fileName: "sales-bot-eu-leads.csv", contentType: "text/csv; charset=utf-8", leads: 1 });
    const lines = csv.content.trimEnd().split("\r\n");
    expect(lines[0]).toBe("Date,Name,E-mail,Phone,Company,Page URL,Conversation ID,Lead ID");
    // a visitor's formula is neutralised
    expect(lines[1]).toContain(",Grace Hopper,grace@navy.test,,'=HYPERLINK(1),,");
    expect(lines).toHaveLength(2);

    const json = await api.lead.export({
      ...scope,
      format: "json",
      filters: { from: "2026-01-01T00:00:00Z", to: "2026-01-15T00:00:00Z" },
    });
    expect(json.fileName).toBe("sales-bot-eu-leads.json");
    const parsed: unknown = JSON.parse(json.content);
    expect(parsed).toMatchObject({
      agentId: scope.agentId,
      leads: [{ name: "Katherine Johnson" }, { name: "Alan Turing" }],
    });
  });

  it("deletes a lead; a lead of another agent is not found", async () => {
    const target = (await api.lead.list({ ...scope, filters: { search: "Linus" } })).items[0];
    expect(target).toBeDefined();
    expect(await api.lead.delete({ ...scope, leadId: target?.id ?? "" })).toEqual({ deleted: true });
    expect((await api.lead.list(scope)).total).toBe(4);
    const again = await refusal(api.lead.delete({ ...scope, leadId: target?.id ?? "" }));
    expect(again.code).toBe("NOT_FOUND");

    const { user: other } = await createTestUser(eu);
    const otherApi = callerFor(createCaller, deps, asUser(other));
    const { ID: otherAgent } = await otherApi.agent.create({ region: "eu", workspaceId: other.id, title: "Other" });
    const cross = await refusal(otherApi.lead.delete({ region: "eu", agentId: otherAgent, leadId: chatLeadId }));
    expect(cross.code).toBe("NOT_FOUND");
    expect(await eu.lead.count({ where: { id: chatLeadId } })).toBe(1);
  });

  it("refuses the agent's own key (leads are personal data)", async () => {
    const key = callerFor(createCaller, deps, asAgentKey({ agentId: scope.agentId, workspaceId }));
    expect((await refusal(key.lead.list(scope))).code).toBe("FORBIDDEN");
  });

  it("says when the draft has a lead form that is not live yet", async () => {
    const { user } = await createTestUser(eu);
    const own = callerFor(createCaller, deps, asUser(user));
    const { ID: agentId } = await own.agent.create({ region: "eu", workspaceId: user.id, title: "Later" });
    await own.agent.publish({ region: "eu", agentId });
    expect((await own.lead.list({ region: "eu", agentId })).form).toEqual({ draft: false, live: false });
    await own.agent.update({
      region: "eu",
      agentId,
      settings: {
        nodes: [
          { id: "start", type: "start", label: "Start" },
          { id: "l", type: "lead", label: "Lead", leadForm: FORM },
        ],
      },
    });
    const page = await own.lead.list({ region: "eu", agentId });
    expect(page).toMatchObject({ items: [], total: 0, form: { draft: true, live: false } });
    expect(page.columns).toEqual([{ key: "company", label: "Company" }]);
  });
});
