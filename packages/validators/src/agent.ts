import { z } from "zod";

/** An agent as listed on the agents page (spec field names). */
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
