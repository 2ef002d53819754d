import { timingSafeEqual } from "node:crypto";
import type { Region, RegionalDb } from "@parlo/db";
import { RUNTIME_MESSAGES } from "@parlo/validators";
import { DomainError } from "../errors";
import { hashVisitorToken } from "./start-conversation";

/** Who may use a conversation: the visitor with its token, or a trusted caller (the agent's secret). */
export type ConversationAccess = { kind: "visitor"; token: string | null } | { kind: "trusted" };

/** The agent's conversation (with the agent and its workspace balance), when the caller may use it. */
export async function findConversation(options: {
  db: RegionalDb;
  region: Region;
  agentId: string;
  conversationId: string;
  access: ConversationAccess;
}) {
  const conversation = await options.db.for(options.region).conversation.findFirst({
    where: { id: options.conversationId, agentId: options.agentId },
    include: { agent: { include: { workspace: { select: { loadTokens: true } } } } },
  });
  if (!conversation) throw new DomainError("NOT_FOUND", RUNTIME_MESSAGES.conversationNotFound);
  if (options.access.kind === "visitor") {
    const given = Buffer.from(hashVisitorToken(options.access.token ?? ""));
    const stored = Buffer.from(conversation.visitorTokenHash);
    if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
      throw new DomainError("UNAUTHORIZED", RUNTIME_MESSAGES.visitorTokenRequired);
    }
  }
  return conversation;
}
