import { newEntityId, Prisma, type Region, type RegionalDb } from "@parlo/db";

/** A workspace log entry (workspace-billing.md): who, which agent, what happened, where. */
export interface WorkspaceLogEntry {
  workspaceId: string;
  userId?: string | null;
  agentId?: string | null;
  type: "info" | "success" | "warning" | "error";
  content: string;
  channel?: string;
  metadata?: Prisma.InputJsonObject;
  withEmail?: boolean;
}

/**
 * Appends an entry to the workspace log. A failed write never fails the caller's work: it is
 * logged to the console only (the spec's "Log write failure: logged only"); answers whether it
 * was written.
 */
export async function writeWorkspaceLog(options: {
  db: RegionalDb;
  region: Region;
  entry: WorkspaceLogEntry;
}): Promise<boolean> {
  const { entry } = options;
  try {
    await options.db.for(options.region).workspaceLog.create({
      data: {
        id: newEntityId(),
        workspaceId: entry.workspaceId,
        userId: entry.userId ?? null,
        agentId: entry.agentId ?? null,
        type: entry.type,
        content: entry.content,
        channel: entry.channel ?? "web",
        metadata: entry.metadata ?? {},
        withEmail: entry.withEmail ?? false,
        region: options.region,
      },
    });
    return true;
  } catch (error) {
    console.error(`Workspace log write failed (${entry.type}: ${entry.content}):`, error);
    return false;
  }
}
