import type { CoreDeps } from "../deps";
import type { Region } from "@parlo/db";
import { handoffRequestEmail } from "@parlo/email";
import { RUNTIME_MESSAGES } from "@parlo/validators";
import { randomString } from "@parlo/db";
import { findConversation, type ConversationAccess } from "./find-conversation";

/**
 * The visitor asks for a person: the conversation is flagged for the team (the agent keeps
 * answering until someone takes over), a note is added to the transcript, and the workspace owner
 * gets an e-mail with a link to the chat (once per conversation). Asking again changes nothing.
 */
export async function requestHandoff(
  deps: CoreDeps,
  options: { region: Region; agentId: string; conversationId: string; access: ConversationAccess },
): Promise<{ status: "ai" | "handoff_requested" | "human"; message: string }> {
  const conversation = await findConversation({ db: deps.db, ...options });
  if (conversation.status !== "ai") return { status: conversation.status, message: RUNTIME_MESSAGES.handoffRequested };
  const db = deps.db.for(options.region);
  const now = new Date();
  const changed = await db.conversation.updateMany({
    where: { id: conversation.id, status: "ai" },
    data: { status: "handoff_requested", handoffAt: conversation.handoffAt ?? now },
  });
  if (changed.count === 0) return { status: "handoff_requested", message: RUNTIME_MESSAGES.handoffRequested };
  await db.conversationMessage.create({
    data: {
      id: randomString(20),
      conversationId: conversation.id,
      role: "system",
      content: RUNTIME_MESSAGES.handoffNote,
      createdAt: now,
    },
  });

  const agent = await db.agent.findUnique({ where: { id: options.agentId }, select: { title: true, ownerId: true } });
  const owner = agent
    ? await db.workspace.findUnique({ where: { id: agent.ownerId }, select: { ownerId: true } })
    : null;
  const user = owner ? await db.user.findUnique({ where: { id: owner.ownerId }, select: { email: true } }) : null;
  const lastVisitorMessage = await db.conversationMessage.findFirst({
    where: { conversationId: conversation.id, role: "user" },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { content: true },
  });
  if (agent && user) {
    const chatUrl = `${deps.dashboardUrl}/app/${options.region}/agents/${options.agentId}/convos?c=${conversation.id}`;
    try {
      await deps.mailer.send({
        to: user.email,
        ...handoffRequestEmail({
          brandName: deps.brandName,
          agentTitle: agent.title,
          lastMessage: lastVisitorMessage?.content ?? "",
          chatUrl,
        }),
      });
    } catch (error) {
      // the request itself stands; the team still sees it in the Chats tab
      console.error("handoff e-mail failed:", error instanceof Error ? error.message : error);
    }
  }
  return { status: "handoff_requested", message: RUNTIME_MESSAGES.handoffRequested };
}
