import "server-only";
import type { Region } from "@parlo/db";
import { getDeps } from "./deps";

/** What a public agent page may show about an agent: its name and picture. */
export async function getPublicAgent(
  region: Region,
  agentId: string,
): Promise<{ title: string; roundedImageURL: string } | null> {
  if (!/^[A-Za-z0-9]{16}$/.test(agentId)) return null;
  return getDeps()
    .db.for(region)
    .agent.findUnique({ where: { id: agentId }, select: { title: true, roundedImageURL: true } });
}
