import type { TAgentSettings, TAgentTool, TToolField } from "@parlo/validators";
import type { ModelToolDefinition, ModelToolParameter } from "../model/model-provider";

/** The name rule of function calling APIs. */
export const TOOL_NAME_PATTERN = /^[a-zA-Z0-9_-]{1,64}$/;

/** The tools the agent may call: those whose id is in `assignedToolsIds` (none when the list is unset). */
export function assignedTools(document: Pick<TAgentSettings, "tools" | "assignedToolsIds">): TAgentTool[] {
  const assigned = document.assignedToolsIds;
  if (!assigned?.length || !document.tools?.length) return [];
  const ids = new Set(assigned);
  return document.tools.filter((tool) => ids.has(tool.id));
}

/** A tool name the APIs accept: other characters become "_", at most 64 characters, never empty. */
export function sanitizeToolName(name: string, fallback: string): string {
  const cleaned = name
    .trim()
    .replace(/[^a-zA-Z0-9_-]+/g, "_")
    .replace(/^_+|_+$/g, "")
    .slice(0, 64);
  return cleaned || `tool_${fallback.replace(/[^a-zA-Z0-9_-]+/g, "_")}`.slice(0, 64);
}

/** Whether the model fills this field (a field with a fixed `value` is sent as set, the model does not see it). */
export function isModelField(field: TToolField): boolean {
  return field.value === undefined || field.value === "";
}

function parameterOf(field: TToolField): ModelToolParameter {
  const notes = [field.description?.trim(), field.defaultValue ? `Default: ${field.defaultValue}` : undefined].filter(
    (note): note is string => Boolean(note),
  );
  return { type: field.type, ...(notes.length ? { description: notes.join(". ") } : {}) };
}

/** The function definition of one tool: its fields the model fills, required ones without a default as required. */
export function toolDefinition(tool: TAgentTool, name: string): ModelToolDefinition {
  const properties: Record<string, ModelToolParameter> = {};
  const required = new Set<string>();
  for (const field of tool.fields.filter(isModelField)) {
    properties[field.key] ??= parameterOf(field);
    if (field.required && !field.defaultValue) required.add(field.key);
  }
  return {
    name,
    description: tool.description.trim() || tool.name,
    parameters: { type: "object", properties, required: [...required], additionalProperties: false },
  };
}

/**
 * The model's function definitions for the agent's tools, with the tool behind each name. Names
 * are the tools' names made safe (^[a-zA-Z0-9_-]{1,64}$) and unique ("_2", "_3"... on a clash).
 */
export function toolDefinitions(tools: readonly TAgentTool[]): {
  definitions: ModelToolDefinition[];
  byName: Map<string, TAgentTool>;
} {
  const byName = new Map<string, TAgentTool>();
  const definitions: ModelToolDefinition[] = [];
  for (const tool of tools) {
    const base = sanitizeToolName(tool.name, tool.id);
    let name = base;
    for (let n = 2; byName.has(name); n++) name = `${base.slice(0, 64 - String(n).length - 1)}_${n}`;
    byName.set(name, tool);
    definitions.push(toolDefinition(tool, name));
  }
  return { definitions, byName };
}
