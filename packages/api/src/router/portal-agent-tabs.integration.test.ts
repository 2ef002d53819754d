import { newAgencySecret, newEntityId } from "@parlo/db";
import { createTestAgent, createTestUser } from "@parlo/db/factories";
import { createTestDeps, refusal, asPortalClient } from "@parlo/testing";
import { AGENT_EDIT_MESSAGES } from "@parlo/validators";
import { afterAll, describe, expect, it } from "vitest";
import { createCaller } from "../root";
import { PORTAL_READ_ONLY_MESSAGE } from "../trpc";

const deps = createTestDeps();
afterAll(() => deps.db.disconnect());
const eu = deps.db.for("eu");

/**
 * An agency with an agent in an org, and a caller on its portal host for a client of that org with
 * the given pages and flags (the actor the portal's context makes of its session).
 */
async function portalClient(options: { canAccess: string[]; hideAdvancedSettings?: boolean; readOnly?: boolean }) {
  const { workspace } = await createTestUser(eu);
  const agent = await createTestAgent(eu, workspace);
  const agency = await eu.agency.create({
    data: { id: newEntityId(), userId: workspace.id, secret: newAgencySecret() },
  });
  const org = await eu.org.create({
    data: { id: newEntityId(), ownerID: workspace.id, agencyId: agency.id, widgetIDs: [agent.id] },
  });
  const client = await eu.client.create({
    data: {
      id: newEntityId(),
      orgId: org.id,
      ownerID: workspace.id,
      name: "Cleo",
      email: `cleo-${newEntityId().toLowerCase()}@example.test`,
      dashboardPasswordHash: "",
      canAccess: options.canAccess,
      hideAdvancedSettings: options.hideAdvancedSettings ?? false,
    },
  });
  const actor = asPortalClient(
    { clientId: client.id, orgId: org.id, agencyId: agency.id, workspaceId: workspace.id },
    { readOnly: options.readOnly ?? false },
  );
  const api = createCaller({
    ...deps,
    actor,
    clientIp: null,
    portal: { agencyId: agency.id, region: "eu", workspaceId: workspace.id },
  });
  return { api, agent: { region: "eu" as const, agentId: agent.id } };
}

describe("the Settings tab in the client portal", () => {
  it("reads and saves the agent's settings for a client allowed Settings", async () => {
    const { api, agent } = await portalClient({ canAccess: ["settings"] });
    await api.agent.update({
      ...agent,
      settings: { description: "Answers the clinic's phone questions", smartInit: true },
    });
    const { settings } = await api.agent.settings(agent);
    expect(settings).toMatchObject({ description: "Answers the clinic's phone questions", smartInit: true });
  });

  it("keeps the advanced sections from a client with hideAdvancedSettings, and saves the rest", async () => {
    const { api, agent } = await portalClient({ canAccess: ["settings"], hideAdvancedSettings: true });
    for (const settings of [
      { smartInit: true },
      { vg_kb_llm: { maxTokens: 500 } },
      { description: "x", VF_PROJECT_ID: "p" },
    ]) {
      const refused = await refusal(api.agent.update({ ...agent, settings }));
      expect(refused).toMatchObject({ code: "FORBIDDEN", message: AGENT_EDIT_MESSAGES.advancedSettingsHidden });
    }
    await api.agent.update({ ...agent, settings: { description: "Still editable" } });
    expect((await api.agent.settings(agent)).settings).toMatchObject({ description: "Still editable" });
    expect((await api.agent.settings(agent)).settings.smartInit).not.toBe(true);
  });

  it("refuses a client without Settings, and a read-only view's save", async () => {
    const without = await portalClient({ canAccess: ["convos"] });
    expect(await refusal(without.api.agent.settings(without.agent))).toMatchObject({ code: "NOT_FOUND" });
    const viewing = await portalClient({ canAccess: ["settings"], readOnly: true });
    await expect(viewing.api.agent.settings(viewing.agent)).resolves.toBeDefined();
    const refused = await refusal(viewing.api.agent.update({ ...viewing.agent, settings: { description: "x" } }));
    expect(refused).toMatchObject({ code: "FORBIDDEN", message: PORTAL_READ_ONLY_MESSAGE });
  });
});

describe("the Knowledge Base tab in the client portal", () => {
  it("lets a client allowed it add, list and delete sources, without the agency's usage figures", async () => {
    const { api, agent } = await portalClient({ canAccess: ["kb"] });
    const source = await api.knowledge.addText({ ...agent, name: "Opening hours", content: "We open at nine." });
    const listed = await api.knowledge.list(agent);
    expect(listed.sources.map((row) => row.id)).toEqual([source.id]);
    expect(listed.usage).toBeNull();
    await api.knowledge.delete({ ...agent, sourceId: source.id });
    expect((await api.knowledge.list(agent)).sources).toEqual([]);
  });

  it("adds no documents (the portal takes no uploads) and refuses a client without the page", async () => {
    const { api, agent } = await portalClient({ canAccess: ["kb"] });
    const doc = { ...agent, name: "Menu", contentURL: "/uploads/knowledge/x/abcd1234.pdf", size: 10 };
    expect(await refusal(api.knowledge.addDoc(doc))).toMatchObject({ code: "NOT_FOUND" });
    const without = await portalClient({ canAccess: ["convos"] });
    expect(await refusal(without.api.knowledge.list(without.agent))).toMatchObject({ code: "NOT_FOUND" });
  });
});
