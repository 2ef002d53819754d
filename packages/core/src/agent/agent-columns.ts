import type { TAgentSettings } from "@parlo/validators";

type Plain = Record<string, unknown>;

/** Agent fields kept in typed columns; the rest of the document is the settings JSON. */
export const COLUMN_KEYS = [
  "ID",
  "title",
  "description",
  "agentPlatform",
  "roundedImageURL",
  "enableNodes",
  "starred",
  "isDeployed",
  "ownerID",
  "userId",
  "lastModified",
] as const;

const columnKeys: ReadonlySet<string> = new Set(COLUMN_KEYS);

/** The settings JSON part of an agent document. */
export function settingsPart(document: Plain): Plain {
  return Object.fromEntries(Object.entries(document).filter(([key]) => !columnKeys.has(key)));
}

/** The column values of a validated document, as Prisma data. */
export function columnPart(document: TAgentSettings) {
  return {
    title: document.title,
    description: document.description,
    agentPlatform: document.agentPlatform === "oai-assistants" ? ("oai_assistants" as const) : document.agentPlatform,
    roundedImageURL: document.roundedImageURL,
    enableNodes: document.enableNodes,
  };
}
