/** JSON values: what the stand-in answers and what expansion walks over. */
export type Json = null | boolean | number | string | Json[] | JsonObject;
export interface JsonObject {
  [key: string]: Json;
}

export function isJsonObject(value: Json | undefined): value is JsonObject {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Any value as JSON, the way JSON.stringify would write it: undefined fields are left out and
 * objects with a toJSON method (the SDK's Decimal) are written through it.
 */
export function toJson(value: unknown): Json {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (Array.isArray(value)) return value.map((item) => toJson(item));
  if (typeof value === "object") {
    if ("toJSON" in value && typeof value.toJSON === "function") return toJson(value.toJSON());
    const result: JsonObject = {};
    for (const [key, item] of Object.entries(value)) {
      if (item !== undefined) result[key] = toJson(item);
    }
    return result;
  }
  return null;
}
