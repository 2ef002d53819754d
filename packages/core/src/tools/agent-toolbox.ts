import type { TAgentSettings } from "@parlo/validators";
import type { ModelRequest } from "../model/model-provider";
import type { FetchGuardConfig } from "../net/ssrf-guard";
import type { Db } from "@parlo/db";
import { callAgentTool, type ToolCallFailure } from "./call-agent-tool";
import { httpStatusOf, logToolCall } from "./log-tool-call";
import { assignedTools, toolDefinitions } from "./tool-definitions";

export interface AgentToolboxOptions {
  agentId?: string;
  fetchGuard?: FetchGuardConfig;
  timeoutMs?: number;
  log?: (failure: ToolCallFailure) => void;
  /** where finished calls are recorded for the Tools tab (with agentId); not recorded when left out */
  callLog?: { db: Db; conversationId?: string | null };
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
      const { callLog, agentId } = options;
      if (!callLog || !agentId) return callAgentTool({ tool, args, ...options });
      return (async () => {
        const started = performance.now();
        const failure: { reason: string | null } = { reason: null };
        const result = await callAgentTool({
          tool,
          args,
          ...options,
          log: (failed) => {
            failure.reason = failed.reason;
            if (options.log) options.log(failed);
            else console.warn(`tool call failed: ${JSON.stringify(failed)}`);
          },
        });
        await logToolCall(callLog.db, {
          agentId,
          conversationId: callLog.conversationId ?? null,
          toolId: tool.id,
          toolName: tool.name,
          ok: result.ok,
          httpStatus: failure.reason === null ? null : httpStatusOf(failure.reason),
          ms: performance.now() - started,
          arguments: args,
          result: result.content,
          secret: tool.serverUrlSecret,
        });
        return result;
      })();
    },
  };
}
