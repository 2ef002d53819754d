import { z } from "zod";
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
