import type { Region, RegionalDb } from "@parlo/db";
import { KNOWLEDGE_TAB_MESSAGES, REFRESH_RATE_MS, type TKnowledgeSource, type TRefreshRate } from "@parlo/validators";
import { DomainError } from "../../errors";
import { findAgentSource } from "./find-source";
import { SOURCE_ROW_SELECT, toSourceRow } from "./to-source-row";

/** When a source on this rate is next refreshed, counted from now (null: never). */
export function nextRefreshAt(rate: TRefreshRate, now: Date): Date | null {
  const ms = REFRESH_RATE_MS[rate];
  return ms === null ? null : new Date(now.getTime() + ms);
}

/** Renames a source, replaces its tags, or changes how often it is refreshed (website sources only). */
export async function updateKnowledgeSource(options: {
  db: RegionalDb;
  region: Region;
  agentId: string;
  sourceId: string;
  name?: string | undefined;
  tags?: string[] | undefined;
  refreshRate?: TRefreshRate | undefined;
  now?: Date;
}): Promise<TKnowledgeSource> {
  const { name, tags, refreshRate } = options;
  if (name === undefined && tags === undefined && refreshRate === undefined) {
    throw new DomainError("BAD_REQUEST", KNOWLEDGE_TAB_MESSAGES.nothingToUpdate);
  }
  const db = options.db.for(options.region);
  const source = await findAgentSource(db, options.agentId, options.sourceId);
  if (refreshRate !== undefined && refreshRate !== "never" && source.sourceType !== "url") {
    throw new DomainError("BAD_REQUEST", KNOWLEDGE_TAB_MESSAGES.onlyUrlRefreshRate);
  }
  const updated = await db.knowledgeSource.update({
    where: { id: source.id },
    data: {
      ...(name !== undefined ? { name } : {}),
      ...(tags !== undefined ? { tags } : {}),
      ...(refreshRate !== undefined
        ? { refreshRate, nextRefreshAt: nextRefreshAt(refreshRate, options.now ?? new Date()) }
        : {}),
    },
    select: SOURCE_ROW_SELECT,
  });
  return toSourceRow(updated);
}
