import type { Region, RegionalDb } from "@parlo/db";
import { recountSource } from "./recount-source";

/** Deletes a source's pages with these URLs (their chunks go with them) and recounts the source. */
export async function removePages(db: RegionalDb, region: Region, sourceId: string, urls: string[]): Promise<number> {
  if (urls.length === 0) return 0;
  return db.for(region).$transaction(async (tx) => {
    const { count } = await tx.knowledgePage.deleteMany({ where: { sourceId, url: { in: urls } } });
    await recountSource(tx, sourceId);
    return count;
  });
}
