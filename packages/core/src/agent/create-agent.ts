import { workspaceLimits } from "../billing/plan-limits";
import { newAgentId, newSecretKey, Prisma, type Region, type RegionalDb } from "@parlo/db";
import {
  BILLING_MESSAGES,
  billingMessage,
  describeSettingsError,
  ZAgentSettings,
  type TAgentSettingsUpdate,
  type TAgentSummary,
} from "@parlo/validators";
import { DomainError } from "../errors";
import { columnPart, settingsPart } from "./agent-columns";
import { mergeSettings } from "./merge-settings";
import { newAgentSettings, STARTER_SETTINGS, STARTER_VOICE } from "./new-agent-defaults";
import { toAgentSummary } from "./to-agent-summary";

/** The starter settings as a partial document (voice and internal fields merge into the defaults). */
const STARTER_UPDATE = {
  ...STARTER_SETTINGS,
  voiceConfig: {
    transcriber: { utteranceThreshold: STARTER_VOICE.utteranceThreshold },
    speechGen: { provider: STARTER_VOICE.speechGenProvider },
  },
  internal: { websocketServer: "nodejs" },
};

/**
 * The document of a new agent: the spec's new-agent defaults, then the template (standard agents
 * only; a compatible-platform (vf) agent is saved as given), then the starter settings for
 * standard agents without nodes, and last the caller's own settings (`overrides`: what the
 * onboarding wrote for the company, which must win over the starter prompt and greeting).
 */
export function newAgentDocument(options: {
  title: string;
  agentPlatform: "vg" | "vf";
  themeMode?: "light" | "dark";
  template?: TAgentSettingsUpdate;
  overrides?: TAgentSettingsUpdate;
  nowSeconds: number;
}): Record<string, unknown> {
  const defaults = newAgentSettings({ themeMode: options.themeMode ?? "light", nowSeconds: options.nowSeconds });
  let document: Record<string, unknown> = { ...defaults, description: "Your virtual assistant." };
  if (options.agentPlatform === "vg" && options.template) document = mergeSettings(document, options.template);
  document = { ...document, title: options.title, agentPlatform: options.agentPlatform };
  const hasNodes = document.enableNodes === true && Array.isArray(document.nodes) && document.nodes.length > 0;
  if (!hasNodes) document.enableNodes = false;
  if (options.agentPlatform === "vg" && !hasNodes) document = mergeSettings(document, STARTER_UPDATE);
  if (options.overrides) document = mergeSettings(document, options.overrides);
  return document;
}

/**
 * Creates an agent (ID 16 characters, SECRET_API_KEY 'vg_' + 20) from the new-agent defaults and an
 * optional template, validated against the whole settings schema.
 */
export async function createAgent(options: {
  db: RegionalDb;
  region: Region;
  workspaceId: string;
  userId: string;
  title: string;
  agentPlatform: "vg" | "vf";
  themeMode?: "light" | "dark";
  template?: TAgentSettingsUpdate;
  overrides?: TAgentSettingsUpdate;
}): Promise<TAgentSummary> {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const parsed = ZAgentSettings.safeParse(newAgentDocument({ ...options, nowSeconds }));
  if (!parsed.success) throw new DomainError("BAD_REQUEST", describeSettingsError(parsed.error));
  const json: Prisma.InputJsonObject = JSON.parse(JSON.stringify(settingsPart(parsed.data)));
  const { maxAgents } = await workspaceLimits(options.db, options.region, options.workspaceId);
  const agent = await options.db.for(options.region).$transaction(async (tx) => {
    // the plan's agent limit, counted under the workspace's row lock so two creations cannot both pass
    if (Number.isFinite(maxAgents)) {
      await tx.$queryRaw`SELECT "id" FROM "Workspace" WHERE "id" = ${options.workspaceId} FOR UPDATE`;
      const count = await tx.agent.count({ where: { ownerId: options.workspaceId } });
      if (count >= maxAgents) {
        throw new DomainError("FORBIDDEN", billingMessage(BILLING_MESSAGES.agentLimit, { limit: maxAgents }));
      }
    }
    return tx.agent.create({
      data: {
        ...columnPart(parsed.data),
        id: newAgentId(),
        ownerId: options.workspaceId,
        userId: options.userId,
        title: options.title,
        secretApiKey: newSecretKey(),
        lastModified: nowSeconds,
        settings: json,
      },
    });
  });
  return toAgentSummary(agent);
}
