/**
 * Demo data for a fresh development database (idempotent): a workspace owner who signs in as
 * demo@parlo.dev with an e-mail code (read it in the dev mailbox), a personal workspace in the EU
 * region with one agent and 1000 credits, and a second workspace in the NA region.
 */
import { createRegionalDb, createUserWithWorkspace, newSecretKey, newWorkspaceId, type DatabaseUrls } from "@parlo/db";
import { createTestAgent } from "@parlo/db/factories";

export const DEMO_EMAIL = "demo@parlo.dev";
export const DEMO_CREDITS = 1000;

export async function seed(urls: DatabaseUrls): Promise<{ created: boolean }> {
  const db = createRegionalDb(urls);
  try {
    const eu = db.for("eu");
    if (await eu.user.findUnique({ where: { email: DEMO_EMAIL } })) return { created: false };
    const { user, workspace } = await createUserWithWorkspace(eu, { email: DEMO_EMAIL, displayName: "Demo Owner" });
    await eu.user.update({ where: { id: user.id }, data: { isProfileComplete: true } });
    // credits to try the agents with (bought credits arrive through billing)
    // and a custom plan without the free plan's 2-agent limit, so the demo can show many agents
    await eu.workspace.update({
      where: { id: workspace.id },
      data: { loadTokens: DEMO_CREDITS, customPlan: { limits: { maxAgents: 100 } } },
    });
    const agent = await createTestAgent(eu, workspace, "Customer Support Agent");
    await eu.agent.update({
      where: { id: agent.id },
      data: {
        description: "Answers questions about orders, shipping and returns.",
        settings: {
          vg_systemPrompt:
            "You are a friendly customer-care assistant for an online shop. Answer briefly and politely.",
          vg_initMessages: ["Hi! How can I help you today?"],
          vg_defaultModel: "gpt-4o",
          vg_temperature: 0.5,
          vg_maxTokens: 1024,
        },
      },
    });
    await db.for("na").workspace.create({
      data: {
        id: newWorkspaceId(),
        ownerId: user.id,
        workspaceName: "Demo North America",
        workspaceSecret: newSecretKey(),
        customPlan: { limits: { maxAgents: 100 } },
        members: { create: { email: DEMO_EMAIL, userId: user.id, role: "owner", permissions: ["*"] } },
      },
    });
    return { created: true };
  } finally {
    await db.disconnect();
  }
}
