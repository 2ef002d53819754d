import { newAgentId, newSecretKey, Prisma, type Region, type RegionalDb } from "@parlo/db";
import type { TAgentSummary } from "@parlo/validators";
import { newAgentSettings, STARTER_SETTINGS, STARTER_VOICE } from "./new-agent-defaults";
import { toAgentSummary } from "./to-agent-summary";

/**
 * Creates an agent with the spec's new-agent defaults (ID 16 characters, SECRET_API_KEY 'vg_' +
 * 20, description 'Your virtual assistant.'), merging the starter settings into standard (vg)
 * agents without nodes.
 */
export async function createAgent(options: {
  db: RegionalDb;
  region: Region;
  workspaceId: string;
  userId: string;
  title: string;
  agentPlatform: "vg" | "vf";
  themeMode?: "light" | "dark";
}): Promise<TAgentSummary> {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const defaults = newAgentSettings({ themeMode: options.themeMode ?? "light", nowSeconds });
  const settings =
    options.agentPlatform === "vg"
      ? {
          ...defaults,
          ...STARTER_SETTINGS,
          voiceConfig: {
            ...defaults.voiceConfig,
            transcriber: { ...defaults.voiceConfig.transcriber, utteranceThreshold: STARTER_VOICE.utteranceThreshold },
            speechGen: { ...defaults.voiceConfig.speechGen, provider: STARTER_VOICE.speechGenProvider },
          },
          internal: { ...defaults.internal, websocketServer: "nodejs" },
        }
      : defaults;
  const json: Prisma.InputJsonObject = JSON.parse(JSON.stringify(settings));
  const agent = await options.db.for(options.region).agent.create({
    data: {
      id: newAgentId(),
      ownerId: options.workspaceId,
      userId: options.userId,
      title: options.title,
      agentPlatform: options.agentPlatform,
      enableNodes: false,
      secretApiKey: newSecretKey(),
      lastModified: nowSeconds,
      settings: json,
    },
  });
  return toAgentSummary(agent);
}
