import { ZAgentSettingsUpdate } from "@parlo/validators";
import { sectionFields, type SettingsFormValues, type SettingsSection } from "./settings-fields";

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The value at a dotted path ("vgOptions.maxChunkSize"), or undefined. */
export function getPath(source: unknown, path: string): unknown {
  let current: unknown = source;
  for (const part of path.split(".")) {
    if (!isRecord(current)) return undefined;
    current = current[part];
  }
  return current;
}

/** Sets a dotted path in a plain object, creating the objects on the way. */
export function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const parts = path.split(".");
  const last = parts.pop();
  if (last === undefined) return;
  let current = target;
  for (const part of parts) {
    const next = current[part];
    if (isRecord(next)) current = next;
    else {
      const created: Record<string, unknown> = {};
      current[part] = created;
      current = created;
    }
  }
  current[last] = value;
}

type SettingsKey = keyof typeof ZAgentSettingsUpdate.shape;

function isSettingsKey(key: string): key is SettingsKey {
  return key in ZAgentSettingsUpdate.shape;
}

/** The part of ZAgentSettingsUpdate a section edits (its fields' top-level keys). */
export function sectionSchema(section: SettingsSection) {
  const mask: { [K in SettingsKey]?: true } = {};
  for (const field of sectionFields(section)) {
    const top = field.name.split(".")[0] ?? "";
    if (isSettingsKey(top)) mask[top] = true;
  }
  return ZAgentSettingsUpdate.pick(mask);
}

/**
 * The form's starting values for a section from the stored draft: switches start off, text boxes
 * empty (""), numbers, choices and codes unset; secrets always start empty. Values the schema refuses
 * (old data) are left out, so the form opens and shows the field empty.
 */
export function sectionDefaults(section: SettingsSection, settings: unknown): SettingsFormValues {
  const record: Record<string, unknown> = {};
  for (const field of sectionFields(section)) {
    const stored = getPath(settings, field.name);
    let value: unknown;
    switch (field.kind) {
      case "switch":
        value = typeof stored === "boolean" ? stored : false;
        break;
      case "secret":
        value = "";
        break;
      case "text":
        value = typeof stored === "string" ? stored : field.emptyIsUnset ? undefined : "";
        break;
      case "textarea":
        value = typeof stored === "string" ? stored : "";
        break;
      case "number":
        value = typeof stored === "number" && Number.isFinite(stored) ? stored : undefined;
        break;
      case "list":
        value = Array.isArray(stored) ? stored.filter((item) => typeof item === "string") : [];
        break;
      default:
        value = typeof stored === "string" ? stored : undefined;
    }
    if (value !== undefined) setPath(record, field.name, value);
  }
  return withEveryField(section, toFormValues(record));
}

/**
 * `values` with every field of the section present, unset ones as undefined: react-hook-form
 * compares the registered values with its defaults key by key, so a missing key would count as a
 * change. (Needed again in the browser: undefined members do not survive the server-to-client props.)
 */
export function withEveryField(section: SettingsSection, values: SettingsFormValues): SettingsFormValues {
  const copy = structuredClone(values);
  for (const field of sectionFields(section)) {
    if (getPath(copy, field.name) === undefined) setPath(copy, field.name, undefined);
  }
  return copy;
}

/** `record` checked against the settings schema; fields it refuses are dropped one by one. */
export function toFormValues(record: Record<string, unknown>): SettingsFormValues {
  for (let attempt = 0; attempt < 50; attempt++) {
    const parsed = ZAgentSettingsUpdate.safeParse(record);
    if (parsed.success) return parsed.data;
    const issue = parsed.error.issues[0];
    if (!issue) break;
    if (!dropAt(record, issue.path.map(String))) break;
  }
  return {};
}

function dropAt(record: Record<string, unknown>, path: string[]): boolean {
  // drop the deepest object member named by the path (an array's element drops the whole array)
  let current: Record<string, unknown> = record;
  for (let i = 0; i < path.length; i++) {
    const key = path[i] ?? "";
    const next = current[key];
    if (i === path.length - 1 || !isRecord(next)) {
      if (!(key in current)) return false;
      delete current[key];
      return true;
    }
    current = next;
  }
  return false;
}
