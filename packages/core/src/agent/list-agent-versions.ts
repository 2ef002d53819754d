import type { Region, RegionalDb } from "@parlo/db";
import { VERSION_HISTORY_LIMIT } from "@parlo/validators";

/** The agent's published versions, newest first (at most 20). */
export async function listAgentVersions(options: { db: RegionalDb; region: Region; agentId: string }) {
  const versions = await options.db.for(options.region).agentVersion.findMany({
    where: { agentId: options.agentId },
    orderBy: [{ publishedAt: "desc" }, { id: "desc" }],
    take: VERSION_HISTORY_LIMIT,
  });
  return versions.map((version) => {
    const document = version.document;
    const title =
      document && typeof document === "object" && !Array.isArray(document) && typeof document.title === "string"
        ? document.title
        : "";
    return { id: version.id, publishedAt: version.publishedAt, publishedBy: version.publishedBy, title };
  });
}
