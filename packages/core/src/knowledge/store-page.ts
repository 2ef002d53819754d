import { newEntityId, type Region, type RegionalDb } from "@parlo/db";
import { KNOWLEDGE_MESSAGES } from "@parlo/validators";
import { checkKnowledgeCharLimit } from "./char-limit";
import { chunkText } from "./chunk-text";
import { contentHash } from "./content-hash";
import { KnowledgeError } from "./knowledge-error";
import { recountSource } from "./recount-source";

export type StorePageResult = "added" | "changed" | "unchanged";

/** A chunk's title: the page title and the heading the chunk starts under ("Guide › Holidays"). */
function chunkTitle(pageTitle: string, heading: string): string {
  if (!heading || heading === pageTitle) return pageTitle || heading;
  return pageTitle ? `${pageTitle} › ${heading}` : heading;
}

/** Chunks link to their page when it is a web address (not `text:<id>` or a stored document). */
const citableUrl = (url: string) => (/^https?:\/\//i.test(url) ? url : null);

/**
 * Stores one page (a crawled page, or the single document of a doc/text source). When its text hash
 * and title equal what is stored, nothing is written ("unchanged"); otherwise, in one transaction,
 * the workspace's knowledge character limit is checked (KnowledgeError charLimit), the page row is
 * written, its chunks are replaced and the source's charCount / chunkCount are recounted.
 */
export async function storePage(
  db: RegionalDb,
  region: Region,
  source: { id: string; agentId: string },
  page: { url: string; title: string; text: string },
  opts: { maxChunkSize: number },
): Promise<StorePageResult> {
  const client = db.for(region);
  const text = page.text.trim();
  const title = page.title.replace(/\s+/g, " ").trim();
  const hash = contentHash(text);
  const existing = await client.knowledgePage.findUnique({
    where: { sourceId_url: { sourceId: source.id, url: page.url } },
    select: { id: true, contentHash: true, title: true },
  });
  if (existing && existing.contentHash === hash && existing.title === title) return "unchanged";
  const chunks = chunkText(text, opts.maxChunkSize);
  if (chunks.length === 0) throw new KnowledgeError(KNOWLEDGE_MESSAGES.emptyDocument);

  await client.$transaction(
    async (tx) => {
      const owner = await tx.knowledgeSource.findUnique({ where: { id: source.id }, select: { workspaceId: true } });
      if (!owner) throw new KnowledgeError(KNOWLEDGE_MESSAGES.notFound);
      const stored = await tx.knowledgePage.findUnique({
        where: { sourceId_url: { sourceId: source.id, url: page.url } },
        select: { id: true, charCount: true },
      });
      await checkKnowledgeCharLimit(tx, owner.workspaceId, text.length - (stored?.charCount ?? 0));
      const data = { title, contentHash: hash, charCount: text.length, fetchedAt: new Date() };
      let pageId: string;
      if (stored) {
        pageId = stored.id;
        await tx.knowledgeChunk.deleteMany({ where: { pageId } });
        await tx.knowledgePage.update({ where: { id: pageId }, data });
      } else {
        pageId = newEntityId();
        await tx.knowledgePage.create({ data: { id: pageId, sourceId: source.id, url: page.url, ...data } });
      }
      await tx.knowledgeChunk.createMany({
        data: chunks.map((chunk, position) => ({
          id: newEntityId(),
          sourceId: source.id,
          pageId,
          agentId: source.agentId,
          position,
          title: chunkTitle(title, chunk.heading),
          url: citableUrl(page.url),
          content: chunk.content,
          charCount: chunk.content.length,
        })),
      });
      await recountSource(tx, source.id);
    },
    { timeout: 60_000, maxWait: 30_000 },
  );
  return existing ? "changed" : "added";
}
