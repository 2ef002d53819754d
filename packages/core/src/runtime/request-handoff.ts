import type { CoreDeps } from "../deps";
import type { Region } from "@parlo/db";
import { handoffRequestEmail } from "@parlo/email";
import { RUNTIME_MESSAGES } from "@parlo/validators";
import { randomString } from "@parlo/db";
import { DomainError } from "../errors";
import { consumeRateLimit, type RateLimit } from "../rate-limit/consume-rate-limit";
import { isTeamOnline } from "../workspace/team-presence";
import { findConversation, type ConversationAccess } from "./find-conversation";
import { loadRuntimeAgent } from "./load-runtime-agent";
import { emitWorkspaceEvent } from "../events/forward-workspace-event";

/** Handoff e-mails per agent: past this the requests still stand (and show in the bell), unmailed. */
const HANDOFF_EMAILS_PER_AGENT: RateLimit = {
  name: "handoff-email:agent",
  limit: 30,
  windowSeconds: 3600,
  message: "Too many handoff e-mails for this agent.",
};

async function mayEmailHandoff(deps: CoreDeps, agentId: string): Promise<boolean> {
  try {
    await consumeRateLimit({ db: deps.db, rule: HANDOFF_EMAILS_PER_AGENT, subject: agentId });
    return true;
  } catch (error) {
    if (error instanceof DomainError && error.code === "TOO_MANY_REQUESTS") return false;
    throw error;
  }
}

/**
 * The visitor asks for a person: the conversation is flagged for the team (the agent keeps
 * answering until someone takes over), a note is added to the transcript, and the workspace owner
 * gets an e-mail with a link to the chat (once per conversation, at most HANDOFF_EMAILS_PER_AGENT an
 * hour per agent). Asking again changes nothing.
 * Only agents that offer a person take requests, and only while someone of the team is online
 * unless the agent offers a person even then (showHandoffEvenIfOffline; the visitor is told the
 * team is away).
 */
export async function requestHandoff(
  deps: CoreDeps,
  options: { region: Region; agentId: string; conversationId: string; access: ConversationAccess },
): Promise<{ status: "ai" | "handoff_requested" | "human"; message: string }> {
  const conversation = await findConversation({ db: deps.db, ...options });
  if (conversation.status !== "ai") return { status: conversation.status, message: RUNTIME_MESSAGES.handoffRequested };
  const { document, workspaceId } = await loadRuntimeAgent({
    db: deps.db,
    region: options.region,
    agentId: options.agentId,
    useDraft: conversation.channel === "test",
  });
  if (!document.enableHumanHandoff) throw new DomainError("FORBIDDEN", RUNTIME_MESSAGES.handoffOff);
  const online = await isTeamOnline({ db: deps.db, region: options.region, workspaceId });
  if (!online && !document.showHandoffEvenIfOffline) throw new DomainError("CONFLICT", RUNTIME_MESSAGES.teamOffline);
  const requested = online ? RUNTIME_MESSAGES.handoffRequested : RUNTIME_MESSAGES.handoffRequestedOffline;
  const db = deps.db.for(options.region);
  const now = new Date();
  const changed = await db.conversation.updateMany({
    where: { id: conversation.id, status: "ai" },
    data: { status: "handoff_requested", handoffAt: conversation.handoffAt ?? now },
  });
  if (changed.count === 0) return { status: "handoff_requested", message: requested };
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
  // fire and forget: the request stands whatever the workspace's event endpoint does
  emitWorkspaceEvent({
    deps,
    region: options.region,
    workspaceId,
    type: "handoff.requested",
    payload: {
      conversationId: conversation.id,
      agentId: options.agentId,
      channel: conversation.channel,
      teamOnline: online,
      lastMessage: lastVisitorMessage?.content ?? null,
    },
  });
  if (agent && user && (await mayEmailHandoff(deps, options.agentId))) {
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
  return { status: "handoff_requested", message: requested };
}
