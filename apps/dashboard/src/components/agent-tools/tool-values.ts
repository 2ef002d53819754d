import type { TAgentTool, TToolField } from "@parlo/validators";

/** The editor's values: a tool whose optional texts are "" when unset; the secret is "" unless typed. */
export type ToolFormValues = TAgentTool;

/** A new tool with its id and creation time (unix seconds); the server URL and name still to fill. */
export function newTool(id: string, nowSeconds: number): ToolFormValues {
  return {
    id,
    name: "",
    description: "",
    serverUrl: "",
    serverUrlSecret: "",
    fields: [],
    createdAt: nowSeconds,
    updatedAt: nowSeconds,
  };
}

/** A new row of the fields list. */
export function newToolField(): TToolField {
  return { in: "body", key: "", type: "string", defaultValue: "", description: "", required: false };
}

/** A stored tool as editor values (the stored secret is never sent to the browser, so it starts empty). */
export function toolFormValues(tool: TAgentTool): ToolFormValues {
  return {
    ...tool,
    serverUrlSecret: "",
    fields: tool.fields.map((field) => ({
      ...field,
      defaultValue: field.defaultValue ?? "",
      description: field.description ?? "",
      required: field.required ?? false,
    })),
  };
}

function withoutEmpty<T extends object>(value: T, keys: readonly (keyof T)[]): T {
  const out = { ...value };
  for (const key of keys) if (out[key] === "") delete out[key];
  return out;
}

/**
 * The tool to store from the editor's checked values: empty optional texts left out, the secret
 * only when one was typed (the server keeps the stored one otherwise), updatedAt set to now.
 */
export function toolToSave(values: ToolFormValues, nowSeconds: number): TAgentTool {
  const tool = withoutEmpty({ ...values, updatedAt: nowSeconds }, ["serverUrlSecret", "imageUrl"]);
  if (tool.serverUrlSecret !== undefined && tool.serverUrlSecret.trim() === "") delete tool.serverUrlSecret;
  tool.createdAt ??= nowSeconds;
  tool.fields = values.fields.map((field) => withoutEmpty(field, ["value", "defaultValue", "description"]));
  return tool;
}
