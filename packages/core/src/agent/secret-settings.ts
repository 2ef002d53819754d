import { SECRET_SETTING_PATHS } from "@parlo/validators";

type Plain = Record<string, unknown>;

function isPlainObject(value: unknown): value is Plain {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The document without secret values (tool server secrets included), and which secrets are set. */
export function withoutSecrets(document: Plain): { settings: Plain; secretsSet: string[] } {
  const settings: Plain = structuredClone(document);
  const secretsSet: string[] = [];
  for (const path of SECRET_SETTING_PATHS) {
    const keys = path.split(".");
    let holder: unknown = settings;
    for (const key of keys.slice(0, -1)) holder = isPlainObject(holder) ? holder[key] : undefined;
    const last = keys[keys.length - 1] ?? "";
    if (!isPlainObject(holder) || !(last in holder)) continue;
    if (typeof holder[last] === "string" && holder[last] !== "") secretsSet.push(path);
    delete holder[last];
  }
  const tools = settings.tools;
  if (Array.isArray(tools)) {
    settings.tools = tools.map((tool: unknown) => {
      if (!isPlainObject(tool) || !("serverUrlSecret" in tool)) return tool;
      const { serverUrlSecret, ...rest } = tool;
      if (typeof serverUrlSecret === "string" && serverUrlSecret !== "" && typeof tool.id === "string") {
        secretsSet.push(`tools.${tool.id}.serverUrlSecret`);
      }
      return rest;
    });
  }
  return { settings, secretsSet };
}
