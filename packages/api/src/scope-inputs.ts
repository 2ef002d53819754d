import { zAgentId, zRegion } from "@parlo/validators";
import { z } from "zod";

export { ZWorkspaceScopeInput } from "@parlo/validators";
export const ZAgentScopeInput = z.object({ region: zRegion, agentId: zAgentId });
