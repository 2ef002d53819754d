import type { Region, RegionalDb } from "@parlo/db";
import { HANDOFF_QUEUE_LIMIT, type THandoffQueueOutput } from "@parlo/validators";
import { memberOnline } from "../workspace/team-presence";

const PREVIEW_CHARS = 140;

/**
 * The workspace's recorded conversations whose visitor asked for a person and nobody has taken
 * over yet, newest request first: what the notification bell shows every member.
 */
export async function handoffQueue(options: {
  db: RegionalDb;
  region: Region;
  workspaceId: string;
  /** the viewer's e-mail, for their own online toggle; none for a workspace key */
  viewerEmail: string | null;
}): Promise<THandoffQueueOutput> {
  const db = options.db.for(options.region);
  const where = {
    status: "handoff_requested" as const,
    recorded: true,
    agent: { ownerId: options.workspaceId },
  };
  const [online, count, rows] = await Promise.all([
    options.viewerEmail === null ? null : memberOnline({ ...options, email: options.viewerEmail }),
    db.conversation.count({ where }),
    db.conversation.findMany({
      where,
      orderBy: [{ handoffAt: "desc" }, { id: "desc" }],
      take: HANDOFF_QUEUE_LIMIT,
      select: {
        id: true,
        agentId: true,
        handoffAt: true,
        lastMessageAt: true,
        agent: { select: { title: true } },
        messages: {
          where: { role: "user" },
          orderBy: [{ createdAt: "desc" }, { id: "desc" }],
          take: 1,
          select: { content: true },
        },
      },
    }),
  ]);
  return {
    online,
    count,
    items: rows.map((row) => {
      const last = row.messages[0]?.content ?? "";
      return {
        conversationId: row.id,
        agentId: row.agentId,
        agentTitle: row.agent.title,
        requestedAt: row.handoffAt ?? row.lastMessageAt,
        lastVisitorMessage: last.length > PREVIEW_CHARS ? `${last.slice(0, PREVIEW_CHARS - 1)}…` : last,
      };
    }),
  };
}
