import { hashClientPassword, registerKnowledgeQueue, type KnowledgeJobKind } from "@parlo/core";
import { newAgencySecret, newEntityId } from "@parlo/db";
import { createTestUser } from "@parlo/db/factories";
import { createTestDeps, refusal, asPortalClient } from "@parlo/testing";
import { CLIENT_ONBOARDING_MESSAGES, ONBOARDING_MESSAGES } from "@parlo/validators";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCaller } from "../root";

const deps = createTestDeps();
const eu = deps.db.for("eu");
const queued: { kind: KnowledgeJobKind; sourceId: string }[] = [];
beforeAll(() =>
  registerKnowledgeQueue((job) => {
    queued.push(job);
    return Promise.resolve();
  }),
);
afterAll(async () => {
  registerKnowledgeQueue(undefined);
  await deps.db.disconnect();
});

/** An agency with the given client onboarding options, and a client that signed itself up (its own org). */
async function signedUpClient(clientOnboarding: Record<string, boolean> = {}) {
  const { workspace } = await createTestUser(eu);
  const agency = await eu.agency.create({
    data: {
      id: newEntityId(),
      userId: workspace.id,
      secret: newAgencySecret(),
      settings: { enableClientSignup: true, clientOnboarding },
    },
  });
  const org = await eu.org.create({
    data: {
      id: newEntityId(),
      ownerID: workspace.id,
      agencyId: agency.id,
      name: "Nora's org",
      defaultClientAccess: ["convos"],
    },
  });
  const client = await eu.client.create({
    data: {
      id: newEntityId(),
      orgId: org.id,
      ownerID: workspace.id,
      name: "Nora Quinn",
      email: `n-${newEntityId().toLowerCase()}@example.test`,
      dashboardPasswordHash: await hashClientPassword("signup-password-1"),
      canAccess: ["convos", "leads"],
      isOrgAdmin: true,
      isNewSignup: true,
    },
  });
  const actor = asPortalClient({ clientId: client.id, orgId: org.id, agencyId: agency.id, workspaceId: workspace.id });
  const portal = { agencyId: agency.id, region: "eu" as const, workspaceId: workspace.id };
  return { workspace, org, client, api: createCaller({ ...deps, actor, clientIp: "203.0.113.10", portal }) };
}

describe("the agency's client onboarding", () => {
  it("goes through the agency's steps: goals, company, the agent made once for the org, then the client's dashboard", async () => {
    const { api, org, client, workspace } = await signedUpClient();
    const start = await api.portalOnboarding.state();
    // voice is not offered until the product has it
    expect(start.steps).toEqual(["welcome", "goals", "company", "agent", "tryText", "widgetScript"]);
    expect(start.required).toEqual({ name: true, website: false, description: true });
    expect(start).toMatchObject({ completed: false, state: { goals: [], company: null, agentId: null } });

    await api.portalOnboarding.save({ goals: ["captureLeads", "bookAppointments"] });
    // the agency's rules, with the company step's own messages
    expect(
      await refusal(api.portalOnboarding.save({ company: { name: " ", website: "", description: "" } })),
    ).toMatchObject({
      code: "BAD_REQUEST",
      message: ONBOARDING_MESSAGES.nameRequired,
    });
    expect(
      await refusal(
        api.portalOnboarding.save({ company: { name: "Quinn Dental", website: "", description: "Teeth" } }),
      ),
    ).toMatchObject({ message: ONBOARDING_MESSAGES.descriptionTooShort });
    const company = {
      name: "Quinn Dental",
      website: "quinn-dental.test",
      description: "A family dental practice in Leeds.",
    };
    const saved = await api.portalOnboarding.save({ company });
    expect(saved.state).toMatchObject({ goals: ["captureLeads", "bookAppointments"], company });

    const made = await api.portalOnboarding.createAgent({ primaryColor: "#16a34a", themeMode: "dark" });
    expect(made.agentTitle).toBe("Quinn Dental");
    const agent = await eu.agent.findUniqueOrThrow({ where: { id: made.agentId } });
    expect(agent.ownerId).toBe(workspace.id);
    // the goals chosen shape its prompt and greeting
    expect(agent.settings).toMatchObject({
      vg_systemPrompt: expect.stringContaining("What Quinn Dental wants from you most:\n- Capture leads:"),
      vg_initMessages: [expect.stringContaining("help you book an appointment")],
    });
    expect((await eu.org.findUniqueOrThrow({ where: { id: org.id } })).widgetIDs).toEqual([made.agentId]);
    // the website is the agent's knowledge, queued for the crawler
    const source = await eu.knowledgeSource.findFirstOrThrow({ where: { agentId: made.agentId } });
    expect(queued.some((job) => job.sourceId === source.id)).toBe(true);
    // asked again (a second click, a reload): the same agent, none other
    expect(await api.portalOnboarding.createAgent({ primaryColor: "#dc2626", themeMode: "light" })).toEqual(made);
    expect(await eu.agent.count({ where: { ownerId: workspace.id } })).toBe(1);

    expect(await api.portalOnboarding.complete()).toEqual({ redirectTo: `/convos?agent=${made.agentId}` });
    expect(await eu.client.findUniqueOrThrow({ where: { id: client.id } })).toMatchObject({
      onboardingCompleted: true,
    });
    expect(await refusal(api.portalOnboarding.save({ goals: [] }))).toMatchObject({
      code: "CONFLICT",
      message: CLIENT_ONBOARDING_MESSAGES.alreadyCompleted,
    });
  });

  it("shows only the steps the agency switched on; without the agent step nothing is made", async () => {
    const { api } = await signedUpClient({
      showWelcomeStep: false,
      showGoalsStep: false,
      showAgentCreationStep: false,
      requireCompanyWebsite: true,
      requireCompanyDescription: false,
    });
    const view = await api.portalOnboarding.state();
    expect(view.steps).toEqual(["company"]);
    expect(view.required).toEqual({ name: true, website: true, description: false });
    expect(
      await refusal(api.portalOnboarding.save({ company: { name: "Quinn", website: "", description: "" } })),
    ).toMatchObject({ message: ONBOARDING_MESSAGES.websiteRequired });
    await api.portalOnboarding.save({ company: { name: "Quinn", website: "quinn.test", description: "" } });
    expect(
      await refusal(api.portalOnboarding.createAgent({ primaryColor: "#16a34a", themeMode: "light" })),
    ).toMatchObject({
      code: "FORBIDDEN",
      message: CLIENT_ONBOARDING_MESSAGES.agentStepOff,
    });
    expect(await api.portalOnboarding.complete()).toEqual({ redirectTo: "/convos" });
  });

  it("makes the agent without a website when the agency does not ask for one (no knowledge source)", async () => {
    const { api } = await signedUpClient({ showCompanyInfoStep: false });
    const made = await api.portalOnboarding.createAgent({ primaryColor: "#2563eb", themeMode: "light" });
    // no company given: the agent is named after the client
    expect(made.agentTitle).toBe("Nora Quinn");
    expect(await eu.knowledgeSource.count({ where: { agentId: made.agentId } })).toBe(0);
  });
});
