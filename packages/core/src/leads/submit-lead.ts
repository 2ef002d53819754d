import { randomString, type Region, type RegionalDb } from "@parlo/db";
import {
  checkLeadAnswers,
  LEAD_MESSAGES,
  leadFormOf,
  NOTIFICATION_LEVELS,
  type TSubmitLeadOutput,
} from "@parlo/validators";
import { DomainError } from "../errors";
import { consumeRateLimit, type RateLimit } from "../rate-limit/consume-rate-limit";
import { findConversation, type ConversationAccess } from "../runtime/find-conversation";
import { loadRuntimeAgent } from "../runtime/load-runtime-agent";
import { splitLeadAnswers } from "./lead-answers";
import { LeadAnswersError } from "./lead-answers-error";
import { emitWorkspaceEvent } from "../events/forward-workspace-event";
import type { NotificationMailDeps } from "../notifications/email-notifications";
import { notifyEvent } from "../notifications/notify";
import type { PushDeps } from "../push/schedule-push";

/** Submits per visitor of an agent (wrong answers count too): plenty for a person, little for a script. */
export const LEAD_VISITOR_RATE_LIMIT: RateLimit = {
  name: "runtime:lead:visitor",
  limit: 10,
  windowSeconds: 600,
  message: LEAD_MESSAGES.tooManyRequests,
};

/**
 * The visitor leaves their contact details through the agent's lead form: the answers are checked
 * against the form of the agent the conversation talks to (the draft for the test panel, else the
 * live one), then stored as the conversation's one Lead. A second submit in the same conversation is
 * refused (CONFLICT) and changes nothing.
 */
export async function submitLead(options: {
  db: RegionalDb;
  /** e-mails the new lead's notification to the org's clients who take e-mail */
  mail?: NotificationMailDeps;
  region: Region;
  agentId: string;
  conversationId: string;
  access: ConversationAccess;
  answers: Record<string, unknown>;
  pageUrl?: string;
  /** Web Push for the new lead's notification (CoreDeps: webPush, fetchGuard) */
  push?: PushDeps;
}): Promise<TSubmitLeadOutput> {
  const conversation = await findConversation(options);
  await consumeRateLimit({
    db: options.db,
    rule: LEAD_VISITOR_RATE_LIMIT,
    subject: `${options.agentId}:${conversation.visitorId}`,
  });
  const db = options.db.for(options.region);
  const taken = await db.lead.findFirst({ where: { conversationId: conversation.id }, select: { id: true } });
  if (taken) throw new DomainError("CONFLICT", LEAD_MESSAGES.alreadySubmitted);

  const agent = await loadRuntimeAgent({ ...options, useDraft: conversation.channel === "test" });
  const form = leadFormOf(agent.document.nodes);
  if (!form) throw new DomainError("BAD_REQUEST", LEAD_MESSAGES.noForm);
  const checked = checkLeadAnswers(form, options.answers);
  if (!checked.ok) throw new LeadAnswersError(checked.error, checked.fieldErrors);
  const { name, email, phone, fields } = splitLeadAnswers(form, checked.answers);

  const leadId = randomString(20);
  await db.$transaction(async (tx) => {
    // one lead per conversation, also when two submits race
    await tx.$queryRaw`SELECT "id" FROM "Conversation" WHERE "id" = ${conversation.id} FOR UPDATE`;
    const existing = await tx.lead.findFirst({ where: { conversationId: conversation.id }, select: { id: true } });
    if (existing) throw new DomainError("CONFLICT", LEAD_MESSAGES.alreadySubmitted);
    await tx.lead.create({
      data: {
        id: leadId,
        agentId: agent.id,
        workspaceId: agent.workspaceId,
        conversationId: conversation.id,
        name,
        email,
        phone,
        fields,
        pageUrl: options.pageUrl?.trim() || conversation.pageUrl,
      },
    });
  });
  // fire and forget: the visitor's submit never waits for the workspace's event endpoint
  emitWorkspaceEvent({
    deps: options,
    region: options.region,
    workspaceId: agent.workspaceId,
    type: "lead.created",
    payload: {
      leadId,
      agentId: agent.id,
      conversationId: conversation.id,
      channel: conversation.channel,
      name,
      email,
      phone,
      fields,
      pageUrl: options.pageUrl?.trim() || conversation.pageUrl || null,
    },
  });
  await notifyEvent({
    db: options.db,
    mail: options.mail,
    push: options.push,
    target: {
      region: options.region,
      workspaceId: agent.workspaceId,
      agentId: agent.id,
      level: NOTIFICATION_LEVELS.message,
      page: "leads",
    },
    kind: "new_lead",
    title: `New lead on ${agent.document.title || "your agent"}`,
    body: [name, email, phone].filter(Boolean).join(" · "),
  });
  return { success: true, leadId, message: LEAD_MESSAGES.thanks };
}
