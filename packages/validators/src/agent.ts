import { z } from "zod";
import { ZAgentSettings, ZAgentSettingsUpdate } from "./agent-settings";
import { zRegion } from "./region";
import { zAgentId } from "./workspace";

/** An agent as listed on the agents page and in the switcher (spec field names). */
export const ZAgentSummary = z.object({
  ID: z.string(),
  title: z.string(),
  description: z.string(),
  roundedImageURL: z.string(),
  agentPlatform: z.enum(["vg", "vf", "oai-assistants"]),
  enableNodes: z.boolean(),
  starred: z.boolean(),
  isDeployed: z.boolean(),
  lastModified: z.number().int(),
});
export type TAgentSummary = z.infer<typeof ZAgentSummary>;

export const ZListAgentsOutput = z.array(ZAgentSummary);

export const ZAgentScopeInput = z.object({ region: zRegion, agentId: zAgentId });
export type TAgentScopeInput = z.infer<typeof ZAgentScopeInput>;

/** Where an agent lives, for the cross-region redirect. */
export const ZLocateAgentInput = z.object({ agentId: zAgentId });
export const ZLocateAgentOutput = z.object({ region: zRegion, workspaceId: z.string() }).nullable();

export const ZAgentDetail = ZAgentSummary.extend({
  workspaceId: z.string(),
  region: zRegion,
  /** Publish is disabled and reads Published when the draft equals the live settings */
  isPublished: z.boolean(),
});
export type TAgentDetail = z.infer<typeof ZAgentDetail>;

export const ZStarAgentInput = ZAgentScopeInput.extend({ starred: z.boolean() });
export const ZDeleteAgentInput = ZAgentScopeInput.extend({ confirmTitle: z.string() });
export const ZAgentSecretOutput = z.object({ SECRET_API_KEY: z.string() });

export const AGENT_MESSAGES = {
  notFound: "Agent not found",
  deleteConfirmMismatch: "Type the agent name to confirm.",
  deleted: "Agent deleted.",
  published: "Agent published.",
} as const;

export const ZCreateAgentInput = z.object({
  region: zRegion,
  workspaceId: z.string().regex(/^[A-Za-z0-9]{15}$/, "Workspace not found"),
  title: z.string().trim().min(1, "Please provide a name for the agent.").max(80),
  agentPlatform: z.enum(["vg", "vf"]).default("vg"),
});
export type TCreateAgentInput = z.infer<typeof ZCreateAgentInput>;

/** The draft settings of an agent for the settings forms; secret values are never sent back. */
export const ZAgentSettingsOutput = z.object({
  settings: ZAgentSettings,
  /** the secret fields (tokens, keys) that hold a value; their values stay on the server */
  secretsSet: z.array(z.string()),
  isPublished: z.boolean(),
  lastModified: z.number().int(),
});
export type TAgentSettingsOutput = z.infer<typeof ZAgentSettingsOutput>;

/** A partial update of the draft (the spec's POST /api/v2/agents/{agentId} body). */
export const ZUpdateAgentInput = ZAgentScopeInput.extend({ settings: ZAgentSettingsUpdate });
export type TUpdateAgentInput = z.infer<typeof ZUpdateAgentInput>;
export const ZUpdateAgentOutput = z.object({ lastModified: z.number().int(), isPublished: z.boolean() });

export const TEMPLATE_KEYS = [
  "customer-support",
  "real-estate-agent",
  "health-care-agent",
  "confirm-email",
  "make-appointment",
  "blank-template",
  "game-npc",
] as const;
export const zTemplateKey = z.enum(TEMPLATE_KEYS);
export type TTemplateKey = z.infer<typeof zTemplateKey>;
export const DEFAULT_TEMPLATE_KEY = "blank-template" satisfies TTemplateKey;

export const TEMPLATE_CATEGORIES = {
  "Customer Support": ["customer-support", "real-estate-agent", "health-care-agent"],
  Utility: ["confirm-email", "make-appointment", "blank-template"],
  Entertainment: ["game-npc"],
} as const satisfies Record<string, readonly TTemplateKey[]>;

/** An agent template (key, name, description, icon, template), also the Export Agent Template file. */
export const ZAgentTemplate = z.object({
  key: z.string().max(60),
  name: z.string().trim().min(1, "Template name is required.").max(80),
  description: z.string().max(500),
  /** a lucide icon name in kebab-case, e.g. "headset" */
  icon: z.string().max(40),
  template: ZAgentSettingsUpdate,
});
export type TAgentTemplate = z.infer<typeof ZAgentTemplate>;

export const ZListTemplatesOutput = z.array(ZAgentTemplate.extend({ key: zTemplateKey }));

export const ZCreateAgentFromTemplateInput = ZCreateAgentInput.extend({
  templateKey: zTemplateKey.default(DEFAULT_TEMPLATE_KEY),
});

/** convertAgentTemplateToAgent (agentName, agentTemplate) returns agentCreated. */
export const ZConvertAgentTemplateInput = z.object({
  region: zRegion,
  workspaceId: ZCreateAgentInput.shape.workspaceId,
  agentName: ZCreateAgentInput.shape.title,
  agentTemplate: ZAgentTemplate,
});
export const ZConvertAgentTemplateOutput = z.object({ agentCreated: ZAgentSummary });

/** exportAgentToJson (agentId) returns agentTemplate, saved as {template name}.json. */
export const ZExportAgentOutput = z.object({ agentTemplate: ZAgentTemplate, fileName: z.string() });

export const ZAgentVersion = z.object({
  id: z.string(),
  publishedAt: z.date(),
  publishedBy: z.string(),
  title: z.string(),
});
export const ZListAgentVersionsOutput = z.array(ZAgentVersion);
export const ZRestoreAgentVersionInput = ZAgentScopeInput.extend({ versionId: z.string().min(1).max(40) });
export const VERSION_HISTORY_LIMIT = 20;

export const AGENT_EDIT_MESSAGES = {
  saved: "Agent saved.",
  advancedSettingsHidden: "Advanced settings are not available to your account.",
  exportOnlyNodes: "Only agents with nodes can be exported as a template.",
  exported: "Agent template exported successfully",
  exportFailed: (message: string) => `Error exporting agent: ${message}`,
  convertFailed: (message: string) => `Error: ${message}`,
  createFailed: (error: string) => `Error creating agent, ${error}`,
  versionNotFound: "This version no longer exists.",
  restored: "Version restored to the draft. Publish to make it live.",
  created: "Agent created successfully, redirecting...",
} as const;
