import type { TAgentTool, TToolField } from "@parlo/validators";
import { isModelField } from "./tool-definitions";

/** A field's value as it is sent: text, number, flag or JSON object. */
export type ToolValue = string | number | boolean | Record<string, unknown>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The value in the field's type, or the problem (models often send numbers as text: accepted). */
function coerce(value: unknown, type: TToolField["type"]): { value: ToolValue } | { problem: string } {
  switch (type) {
    case "string":
      if (typeof value === "string") return { value };
      if (typeof value === "number" || typeof value === "boolean") return { value: String(value) };
      return { problem: "must be a string" };
    case "number": {
      const number = typeof value === "string" && value.trim() !== "" ? Number(value) : value;
      return typeof number === "number" && Number.isFinite(number)
        ? { value: number }
        : { problem: "must be a number" };
    }
    case "boolean":
      if (typeof value === "boolean") return { value };
      if (value === "true" || value === "false") return { value: value === "true" };
      return { problem: "must be true or false" };
    case "object": {
      if (isPlainObject(value)) return { value };
      if (typeof value === "string") {
        try {
          const parsed: unknown = JSON.parse(value);
          if (isPlainObject(parsed)) return { value: parsed };
        } catch {
          // not JSON: the problem below
        }
      }
      return { problem: "must be an object" };
    }
  }
}

/** A value as text, for a query string or a header. */
export function valueText(value: ToolValue): string {
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

export type ToolArguments =
  { ok: true; values: Array<{ field: TToolField; value: ToolValue }> } | { ok: false; problem: string };

/**
 * The values to send for each field of a tool, from the model's JSON arguments: a field with a fixed
 * `value` always sends it; otherwise the model's argument, else the field's default. Required fields
 * without either, wrong types and arguments that are not a JSON object are refused with the problem
 * (for the model to fix). Arguments the tool does not have are ignored.
 */
export function toolArguments(tool: TAgentTool, args: string): ToolArguments {
  let parsed: unknown = {};
  if (args.trim() !== "") {
    try {
      parsed = JSON.parse(args);
    } catch {
      return { ok: false, problem: "the arguments are not valid JSON" };
    }
  }
  if (!isPlainObject(parsed)) return { ok: false, problem: "the arguments must be a JSON object" };
  const values: Array<{ field: TToolField; value: ToolValue }> = [];
  for (const field of tool.fields) {
    const fixed = !isModelField(field);
    const given = fixed ? undefined : parsed[field.key];
    let raw: unknown = fixed ? field.value : given;
    let configured = fixed;
    if (raw === undefined || raw === null || raw === "") {
      if (field.defaultValue !== undefined && field.defaultValue !== "") {
        raw = field.defaultValue;
        configured = true;
      } else if (field.required) {
        return { ok: false, problem: `"${field.key}" is required` };
      } else {
        continue;
      }
    }
    const value = coerce(raw, field.type);
    if ("problem" in value) {
      return {
        ok: false,
        problem: configured
          ? `the tool's setting for "${field.key}" ${value.problem}`
          : `"${field.key}" ${value.problem}`,
      };
    }
    values.push({ field, value: value.value });
  }
  return { ok: true, values };
}
