import { escapeHtml } from "@parlo/email";
import { newEntityId, type Region } from "@parlo/db";
import type { TPostWorkspaceLogInput } from "@parlo/validators";
import { workspaceEmails } from "../billing/billing-workspace";
import type { CoreDeps } from "../deps";
import { DomainError } from "../errors";

/**
 * POST /api/v2/workspace/{workspaceId}/logs (the spec's POST {base}/workspace/{userId}/logs): appends
 * an entry to the workspace log and, with withEmail, e-mails it to every workspace e-mail (a failed
 * e-mail is logged to the console; the entry stands). The agent, when named, must belong to the
 * workspace. Unlike writeWorkspaceLog, a failed write fails the call (the caller asked for it).
 */
export async function postWorkspaceLog(
  deps: Pick<CoreDeps, "db" | "mailer" | "brandName">,
  options: { region: Region; workspaceId: string; input: TPostWorkspaceLogInput },
): Promise<{ id: string; emailed: number }> {
  const { input, region, workspaceId } = options;
  const db = deps.db.for(region);
  if (input.agentId) {
    const agent = await db.agent.findFirst({
      where: { id: input.agentId, ownerId: workspaceId },
      select: { id: true },
    });
    if (!agent) throw new DomainError("BAD_REQUEST", "agentId is not an agent of this workspace");
  }
  const id = newEntityId();
  await db.workspaceLog.create({
    data: {
      id,
      workspaceId,
      userId: input.userId ?? null,
      agentId: input.agentId ?? null,
      type: input.type,
      content: input.content,
      channel: input.channel,
      metadata: input.metadata,
      withEmail: input.withEmail,
      region,
    },
  });
  let emailed = 0;
  if (input.withEmail) {
    const emails = await workspaceEmails(deps.db, region, workspaceId);
    const subject = `${deps.brandName}: ${input.type} — ${input.content.replace(/\s+/g, " ").slice(0, 80)}`;
    const results = await Promise.all(
      emails.map((to) =>
        deps.mailer
          .send({
            to,
            subject,
            text: `${input.content}\n\nChannel: ${input.channel}`,
            html: `<p style="white-space:pre-wrap">${escapeHtml(input.content)}</p><p style="color:#6b6a76">Channel: ${escapeHtml(input.channel)}</p>`,
          })
          .then(
            () => true,
            (error: unknown) => {
              console.error(`workspace log: the e-mail to ${to} could not be sent:`, error);
              return false;
            },
          ),
      ),
    );
    emailed = results.filter(Boolean).length;
  }
  return { id, emailed };
}
