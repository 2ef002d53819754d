import type { TAgentSettings } from "@parlo/validators";
import type { ModelRequest } from "../model/model-provider";
import type { FetchGuardConfig } from "../net/ssrf-guard";
import { callAgentTool, type ToolCallFailure } from "./call-agent-tool";
import { assignedTools, toolDefinitions } from "./tool-definitions";

export interface AgentToolboxOptions {
  agentId?: string;
  fetchGuard?: FetchGuardConfig;
  timeoutMs?: number;
  log?: (failure: ToolCallFailure) => void;
}

/**
 * What a model request needs for the agent's assigned tools (their definitions and a callTool that
 * calls them through the SSRF guard), or nothing when the agent has none. Reads only the document.
 */
export function agentToolbox(
  document: Pick<TAgentSettings, "tools" | "assignedToolsIds">,
  options: AgentToolboxOptions = {},
): Pick<ModelRequest, "tools" | "callTool"> {
  const tools = assignedTools(document);
  if (tools.length === 0) return {};
  const { definitions, byName } = toolDefinitions(tools);
  return {
    tools: definitions,
    callTool: (name, args) => {
      const tool = byName.get(name);
      if (!tool) return Promise.resolve({ ok: false, content: `There is no tool named "${name}".` });
      return callAgentTool({ tool, args, ...options });
    },
  };
}
