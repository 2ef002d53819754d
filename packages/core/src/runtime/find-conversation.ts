import { timingSafeEqual } from "node:crypto";
import type { Region, RegionalDb } from "@parlo/db";
import { RUNTIME_MESSAGES } from "@parlo/validators";
import { DomainError } from "../errors";
import { hashVisitorToken } from "./start-conversation";

/** Who may use a conversation: the visitor with its token, or a trusted caller (the agent's secret). */
export type ConversationAccess = { kind: "visitor"; token: string | null } | { kind: "trusted" };

/** Refuses a visitor whose token is not the conversation's (compared in constant time). */
export function checkConversationAccess(access: ConversationAccess, visitorTokenHash: string): void {
  if (access.kind === "trusted") return;
  const given = Buffer.from(hashVisitorToken(access.token ?? ""));
  const stored = Buffer.from(visitorTokenHash);
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) {
    throw new DomainError("UNAUTHORIZED", RUNTIME_MESSAGES.visitorTokenRequired);
  }
}

/** The agent's conversation, when the caller may use it. */
export async function findConversation(options: {
  db: RegionalDb;
  region: Region;
  agentId: string;
  conversationId: string;
  access: ConversationAccess;
}) {
  const conversation = await options.db
    .for(options.region)
    .conversation.findFirst({ where: { id: options.conversationId, agentId: options.agentId } });
  if (!conversation) throw new DomainError("NOT_FOUND", RUNTIME_MESSAGES.conversationNotFound);
  checkConversationAccess(options.access, conversation.visitorTokenHash);
  return conversation;
}
