import { invalidRequest } from "./errors";
import type { Param, ParamMap } from "./form-body";

/**
 * Typed reads of a request's parameters, failing with Stripe's messages ("Missing required param:
 * customer.", "Invalid integer: abc", "Received unknown parameter: foo").
 */
export class Params {
  constructor(
    private readonly map: ParamMap,
    /** the parameter's name in messages, e.g. `items[0]` */
    private readonly prefix = "",
  ) {}

  private name(key: string): string {
    return this.prefix ? `${this.prefix}[${key}]` : key;
  }

  has(key: string): boolean {
    return this.map[key] !== undefined;
  }

  /** Whether the parameter was sent as an empty string (Stripe's way to unset a field). */
  isEmpty(key: string): boolean {
    return this.map[key] === "";
  }

  keys(): string[] {
    return Object.keys(this.map);
  }

  /** Fails on a top-level parameter that is not in the list. */
  allow(keys: readonly string[]): this {
    for (const key of Object.keys(this.map)) {
      if (!keys.includes(key)) {
        throw invalidRequest(`Received unknown parameter: ${this.name(key)}`, {
          code: "parameter_unknown",
          param: this.name(key),
        });
      }
    }
    return this;
  }

  string(key: string): string | undefined {
    const value = this.map[key];
    if (value === undefined) return undefined;
    if (typeof value !== "string") {
      throw invalidRequest(`Invalid string: {...}`, { code: "parameter_invalid_string", param: this.name(key) });
    }
    return value;
  }

  requireString(key: string): string {
    const value = this.string(key);
    if (value === undefined || value === "") {
      throw invalidRequest(`Missing required param: ${this.name(key)}.`, {
        code: "parameter_missing",
        param: this.name(key),
      });
    }
    return value;
  }

  /** A string that may be unset with "" (answers null then). */
  nullableString(key: string): string | null | undefined {
    const value = this.string(key);
    if (value === "") return null;
    return value;
  }

  integer(key: string): number | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if (!/^-?\d+$/.test(value)) {
      throw invalidRequest(`Invalid integer: ${value}`, { code: "parameter_invalid_integer", param: this.name(key) });
    }
    return Number(value);
  }

  requireInteger(key: string): number {
    const value = this.integer(key);
    if (value === undefined) {
      throw invalidRequest(`Missing required param: ${this.name(key)}.`, {
        code: "parameter_missing",
        param: this.name(key),
      });
    }
    return value;
  }

  decimal(key: string): number | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if (!/^-?\d+(\.\d+)?$/.test(value)) {
      throw invalidRequest(`Invalid decimal: ${value}`, { code: "parameter_invalid_decimal", param: this.name(key) });
    }
    return Number(value);
  }

  boolean(key: string): boolean | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    if (value !== "true" && value !== "false") {
      throw invalidRequest(`Invalid boolean: ${value}`, { param: this.name(key) });
    }
    return value === "true";
  }

  oneOf<T extends string>(key: string, values: readonly T[]): T | undefined {
    const value = this.string(key);
    if (value === undefined) return undefined;
    const found = values.find((entry) => entry === value);
    if (found === undefined) {
      throw invalidRequest(`Invalid ${this.name(key)}: must be one of ${values.join(", ")}`, {
        param: this.name(key),
      });
    }
    return found;
  }

  /** A nested object (undefined when absent or sent as "" to unset it). */
  object(key: string): Params | undefined {
    const value = this.map[key];
    if (value === undefined || value === "") return undefined;
    if (typeof value === "string") {
      throw invalidRequest(`Invalid object`, { code: "parameter_invalid_object", param: this.name(key) });
    }
    return new Params(value, this.name(key));
  }

  /** A list sent as `key[0]=...&key[1]=...` or `key[]=...`, in index order. */
  private entries(key: string): Array<[string, Param]> {
    const value = this.map[key];
    if (value === undefined || value === "") return [];
    if (typeof value === "string") {
      throw invalidRequest(`Invalid array`, { code: "parameter_invalid_array", param: this.name(key) });
    }
    const entries = Object.entries(value);
    if (entries.some(([index]) => !/^\d+$/.test(index))) {
      throw invalidRequest(`Invalid array`, { code: "parameter_invalid_array", param: this.name(key) });
    }
    return entries.sort(([a], [b]) => Number(a) - Number(b));
  }

  /** A list of strings (undefined when absent). */
  strings(key: string): string[] | undefined {
    if (!this.has(key)) return undefined;
    return this.entries(key).map(([index, value]) => {
      if (typeof value !== "string") {
        throw invalidRequest(`Invalid string: {...}`, { param: `${this.name(key)}[${index}]` });
      }
      return value;
    });
  }

  /** A list of objects (undefined when absent). */
  objects(key: string): Params[] | undefined {
    if (!this.has(key)) return undefined;
    return this.entries(key).map(([index, value]) => {
      if (typeof value === "string") {
        throw invalidRequest(`Invalid object`, { param: `${this.name(key)}[${index}]` });
      }
      return new Params(value, `${this.name(key)}[${index}]`);
    });
  }

  /** A map of strings, e.g. metadata; "" answers null (unset all). */
  stringMap(key: string): Record<string, string> | null | undefined {
    const value = this.map[key];
    if (value === undefined) return undefined;
    if (value === "") return null;
    if (typeof value === "string") {
      throw invalidRequest(`Invalid object`, { code: "parameter_invalid_object", param: this.name(key) });
    }
    const result: Record<string, string> = {};
    for (const [name, entry] of Object.entries(value)) {
      if (typeof entry !== "string")
        throw invalidRequest(`Invalid string: {...}`, { param: `${this.name(key)}[${name}]` });
      result[name] = entry;
    }
    return result;
  }
}

/**
 * Metadata after an update: keys set to "" are removed, the others set; metadata="" clears all.
 * Stripe limits keys to 40 characters and values to 500.
 */
export function mergeMetadata(
  current: Record<string, string>,
  update: Record<string, string> | null | undefined,
): Record<string, string> {
  if (update === undefined) return current;
  if (update === null) return {};
  const result = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (key.length > 40) throw invalidRequest(`Metadata keys can have up to 40 characters.`, { param: "metadata" });
    if (value.length > 500)
      throw invalidRequest(`Metadata values can have up to 500 characters.`, { param: "metadata" });
    if (value === "") delete result[key];
    else result[key] = value;
  }
  return result;
}
