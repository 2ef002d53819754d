import { newEntityId } from "@parlo/db";
import { createTestAgent, uniqueEmail } from "@parlo/db/factories";
import { createTestAgency, createTestDeps } from "@parlo/testing";
import { afterAll, describe, expect, it } from "vitest";
import { readClientSession, startClientSession } from "../../client-auth/client-session";
import { loadPortalViewer } from "./portal-viewer";

const deps = createTestDeps();
afterAll(() => deps.db.disconnect());
const eu = deps.db.for("eu");

/** An agency with two orgs (one agent each) and a third agent of no org; a client of the first org. */
async function agencyWithOrgs() {
  const agency = await createTestAgency(eu, { name: "Northwind Portal" });
  const { workspace } = agency;
  const [front, back, loose] = [
    await createTestAgent(eu, workspace),
    await createTestAgent(eu, workspace),
    await createTestAgent(eu, workspace),
  ];
  const org = async (name: string, agentId: string) =>
    eu.org.create({
      data: { id: newEntityId(), ownerID: agency.workspaceId, agencyId: agency.agencyId, name, widgetIDs: [agentId] },
    });
  const acme = await org("Acme", front.id);
  const globex = await org("Globex", back.id);
  const client = await eu.client.create({
    data: {
      id: newEntityId(),
      orgId: acme.id,
      ownerID: agency.workspaceId,
      name: "Ada",
      email: uniqueEmail("viewer"),
      dashboardPasswordHash: "",
      canAccess: ["convos"],
      customTabAccess: ["/reports"],
    },
  });
  const session = async (kind: "client" | "agencyAdmin") => {
    const started = await startClientSession({
      deps,
      region: "eu",
      agencyId: agency.agencyId,
      clientId: kind === "client" ? client.id : null,
      kind,
      readOnly: false,
    });
    const read = await readClientSession({ deps, agencyId: agency.agencyId, cookieValue: started.cookieValue });
    if (!read) throw new Error("no session");
    return read;
  };
  return { agency, front, back, loose, acme, globex, session };
}

describe("the portal viewer", () => {
  it("shows a client its org's agents, its org, and the custom tabs it was given", async () => {
    const { agency, front, acme, session } = await agencyWithOrgs();
    const viewer = await loadPortalViewer({
      db: deps.db,
      workspaceId: agency.workspaceId,
      session: await session("client"),
    });
    expect(viewer).toMatchObject({
      kind: "client",
      agents: [expect.objectContaining({ id: front.id })],
      orgs: [{ id: acme.id, name: "Acme" }],
      switchedOrgId: acme.id,
      customTabAccess: ["/reports"],
    });
    expect(viewer?.agents).toHaveLength(1);
  });

  it("shows the agency admin every agent, or the switched-to org's; an unknown org shows all", async () => {
    const { agency, back, globex, acme, session } = await agencyWithOrgs();
    const admin = await session("agencyAdmin");
    const all = await loadPortalViewer({ db: deps.db, workspaceId: agency.workspaceId, session: admin });
    expect(all?.agents).toHaveLength(3);
    expect(all?.orgs).toEqual([
      { id: acme.id, name: "Acme" },
      { id: globex.id, name: "Globex" },
    ]);
    expect(all?.switchedOrgId).toBeNull();

    const switched = await loadPortalViewer({
      db: deps.db,
      workspaceId: agency.workspaceId,
      session: admin,
      adminOrgId: globex.id,
    });
    expect(switched?.agents.map((agent) => agent.id)).toEqual([back.id]);
    expect(switched?.switchedOrgId).toBe(globex.id);

    const unknown = await loadPortalViewer({
      db: deps.db,
      workspaceId: agency.workspaceId,
      session: admin,
      adminOrgId: "someoneElsesOrg",
    });
    expect(unknown?.agents).toHaveLength(3);
    expect(unknown?.switchedOrgId).toBeNull();
  });
});
