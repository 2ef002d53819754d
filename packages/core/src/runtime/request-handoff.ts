import type { CoreDeps } from "../deps";
import type { Region } from "@parlo/db";
import { handoffRequestEmail } from "@parlo/email";
import { NOTIFICATION_LEVELS, RUNTIME_MESSAGES } from "@parlo/validators";
import { randomString } from "@parlo/db";
import { DomainError } from "../errors";
import { consumeRateLimit, type RateLimit } from "../rate-limit/consume-rate-limit";
import { isTeamOnline } from "../workspace/team-presence";
import { findConversation, type ConversationAccess } from "./find-conversation";
import { loadRuntimeAgent } from "./load-runtime-agent";
import { emitWorkspaceEvent } from "../events/forward-workspace-event";
import { notifyEvent } from "../notifications/notify";

/** Each handoff request can e-mail the team: a visitor's address gets a few (the route and chat turns alike). */
export const HANDOFF_RATE_LIMIT: RateLimit = {
  name: "runtime:handoff:ip",
  limit: 10,
  windowSeconds: 600,
  message: RUNTIME_MESSAGES.tooManyRequests,
};

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
 * Takes a request for a person on a conversation still answered by the agent: in one statement the
 * conversation goes to `handoff_requested` (keeping when it first did) and the transcript gets its
 * note; then the workspace's `handoff.requested` event and the owner's e-mail with a link to the
 * chat (at most HANDOFF_EMAILS_PER_AGENT an hour per agent; a failed e-mail is logged, the request
 * stands). False when the conversation was not `ai` any more (nothing done).
 */
export async function takeHandoffRequest(
  deps: CoreDeps,
  options: {
    region: Region;
    agentId: string;
    workspaceId: string;
    conversation: { id: string; channel: string };
    /** whether someone of the team is online (for the event) */
    online: boolean;
    /** when it was asked: the note's time */
    at: Date;
  },
): Promise<boolean> {
  const { conversation, at } = options;
  const db = deps.db.for(options.region);
  const noted = await db.$executeRaw`
    WITH flagged AS (
      UPDATE "Conversation"
      SET "status" = 'handoff_requested'::"ConversationStatus", "handoffAt" = COALESCE("handoffAt", ${at})
      WHERE "id" = ${conversation.id} AND "status" = 'ai'::"ConversationStatus"
      RETURNING "id"
    )
    INSERT INTO "ConversationMessage" ("id", "conversationId", "role", "content", "createdAt")
    SELECT ${randomString(20)}, "id", 'system'::"MessageRole", ${RUNTIME_MESSAGES.handoffNote}, ${at} FROM flagged`;
  if (noted === 0) return false;

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
    workspaceId: options.workspaceId,
    type: "handoff.requested",
    payload: {
      conversationId: conversation.id,
      agentId: options.agentId,
      channel: conversation.channel,
      teamOnline: options.online,
      lastMessage: lastVisitorMessage?.content ?? null,
    },
  });
  // the bells of the team and of the org's clients (a request: level 2)
  await notifyEvent({
    db: deps.db,
    mail: deps,
    push: deps,
    target: {
      region: options.region,
      workspaceId: options.workspaceId,
      agentId: options.agentId,
      level: NOTIFICATION_LEVELS.request,
      page: "convos",
      query: { c: conversation.id },
    },
    kind: "handoff_request",
    title: `${agent?.title ?? "An agent"}: a visitor asks for a person`,
    body: lastVisitorMessage?.content ?? "",
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
  return true;
}

/**
 * The visitor asks for a person (POST .../handoff): the conversation is flagged for the team (the
 * agent keeps answering until someone takes over), with a note and an e-mail (takeHandoffRequest).
 * Asking again changes nothing. Only agents that offer a person take requests, and only while
 * someone of the team is online unless the agent offers a person even then
 * (showHandoffEvenIfOffline; the visitor is told the team is away). A chat turn answered offline
 * does the same when the visitor asks in words (send-message.ts).
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
  const online = await isTeamOnline({ db: deps.db, region: options.region, workspaceId, agentId: options.agentId });
  if (!online && !document.showHandoffEvenIfOffline) throw new DomainError("CONFLICT", RUNTIME_MESSAGES.teamOffline);
  await takeHandoffRequest(deps, {
    region: options.region,
    agentId: options.agentId,
    workspaceId,
    conversation,
    online,
    at: new Date(),
  });
  return {
    status: "handoff_requested",
    message: online ? RUNTIME_MESSAGES.handoffRequested : RUNTIME_MESSAGES.handoffRequestedOffline,
  };
}
