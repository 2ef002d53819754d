import { randomString, type Region, type RegionalDb } from "@parlo/db";
import { HANDOFF_MESSAGES, type TRuntimeMessage } from "@parlo/validators";
import { DomainError } from "../errors";
import { toRuntimeMessage } from "../runtime/runtime-messages";

/** A person of the team writes in a conversation they have taken over; the visitor's chat shows it. */
export async function replyAsHuman(options: {
  db: RegionalDb;
  region: Region;
  agentId: string;
  conversationId: string;
  text: string;
}): Promise<TRuntimeMessage> {
  const db = options.db.for(options.region);
  const conversation = await db.conversation.findFirst({
    where: { id: options.conversationId, agentId: options.agentId, recorded: true },
    select: { id: true, status: true },
  });
  if (!conversation) throw new DomainError("NOT_FOUND", HANDOFF_MESSAGES.notFound);
  if (conversation.status !== "human") throw new DomainError("CONFLICT", HANDOFF_MESSAGES.takeOverFirst);
  const now = new Date();
  const [message] = await db.$transaction([
    db.conversationMessage.create({
      data: {
        id: randomString(20),
        conversationId: conversation.id,
        role: "human",
        content: options.text,
        createdAt: now,
      },
    }),
    db.conversation.update({ where: { id: conversation.id }, data: { lastMessageAt: now } }),
  ]);
  return toRuntimeMessage(message);
}
