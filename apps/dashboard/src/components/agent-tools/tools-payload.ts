import type { TAgentTool } from "@parlo/validators";

/** The agent's tools and the ids of those it may call, as agent.settings returns them. */
export interface AgentToolsState {
  tools: TAgentTool[];
  assignedToolsIds: string[];
}

/**
 * The tools array to send after saving one tool: the saved tool replaces the one with its id (or
 * is added at the end). The other tools go back as loaded, without secrets; the server keeps the
 * stored `serverUrlSecret` of every tool sent without one.
 */
export function toolsWithSaved(tools: readonly TAgentTool[], saved: TAgentTool): TAgentTool[] {
  const index = tools.findIndex((tool) => tool.id === saved.id);
  if (index === -1) return [...tools, saved];
  return tools.map((tool, at) => (at === index ? saved : tool));
}

/** The update that removes a tool: from the tools and from the assigned ids. */
export function withoutTool(state: AgentToolsState, toolId: string): AgentToolsState {
  return {
    tools: state.tools.filter((tool) => tool.id !== toolId),
    assignedToolsIds: state.assignedToolsIds.filter((id) => id !== toolId),
  };
}

/** The assigned ids with one tool switched on or off (no duplicates, order kept). */
export function withAssignment(assigned: readonly string[], toolId: string, on: boolean): string[] {
  const rest = assigned.filter((id) => id !== toolId);
  return on ? [...rest, toolId] : rest;
}

/** The host of a tool's server URL for its card, or the text itself when it is not a URL. */
export function serverHost(serverUrl: string): string {
  try {
    return new URL(serverUrl).host || serverUrl;
  } catch {
    return serverUrl;
  }
}

/**
 * The editor field named by an API refusal "tools.{index}.{field}: message" about the tool being
 * saved (at `index` in the sent array), e.g. { path: "serverUrl", message: "Please enter a valid URL." }.
 */
export function toolFieldError(message: string, index: number): { path: string; message: string } | null {
  const match = /^tools\.(\d+)\.([\w.]+): (.+)$/s.exec(message);
  if (!match?.[2] || !match[3] || Number(match[1]) !== index) return null;
  return { path: match[2], message: match[3] };
}

/**
 * A short fingerprint of the tools lists, to tell the refresh that brings a save this page made
 * from an older refresh still on its way (tools by id, name and updatedAt; assigned ids in order).
 */
export function toolsSignature(state: AgentToolsState): string {
  return JSON.stringify([state.tools.map((tool) => [tool.id, tool.name, tool.updatedAt ?? 0]), state.assignedToolsIds]);
}
