import { clientFeedbackEmail } from "@parlo/email";
import { PORTAL_ACCOUNT_MESSAGES, PORTAL_FEEDBACK_MESSAGES, type TClientFeedbackOutput } from "@parlo/validators";
import { sendAgencyMail } from "../email-domain/send-agency-mail";
import type { CoreDeps } from "../../deps";
import { DomainError } from "../../errors";
import { consumeRateLimit, type RateLimit } from "../../rate-limit/consume-rate-limit";
import { agencyTakesFeedback } from "./portal-agency";
import type { PortalClientScope } from "./portal-client-scope";

/** A client sends a few at most: each is an e-mail to the agency. */
const FEEDBACK_RATE_LIMIT: RateLimit = {
  name: "portal-feedback:client",
  limit: 5,
  windowSeconds: 3600,
  message: PORTAL_FEEDBACK_MESSAGES.tooMany,
};

/**
 * The client's feedback (the top bar's form, shown only when the agency sends from its own
 * verified domain): e-mailed from the agency's domain to its support address (its owner's
 * e-mail without one), replies going to the client.
 */
export async function sendClientFeedback(
  scope: PortalClientScope & {
    deps: Pick<CoreDeps, "db" | "mailer" | "brandName" | "dashboardUrl" | "mailFrom">;
    message: string;
  },
): Promise<TClientFeedbackOutput> {
  const db = scope.deps.db.for(scope.region);
  const [agency, client] = await Promise.all([
    db.agency.findUnique({
      where: { id: scope.agencyId },
      select: {
        id: true,
        name: true,
        supportEmail: true,
        userId: true,
        resendEmailDomain: true,
        resendEmailDomainStatus: true,
      },
    }),
    db.client.findFirst({
      where: { id: scope.clientId, orgId: scope.orgId, ownerID: scope.workspaceId },
      select: { name: true, email: true, org: { select: { name: true } } },
    }),
  ]);
  if (!client) throw new DomainError("UNAUTHORIZED", PORTAL_ACCOUNT_MESSAGES.noAccount);
  if (!agency || agency.userId !== scope.workspaceId || !agencyTakesFeedback(agency)) {
    throw new DomainError("FORBIDDEN", PORTAL_FEEDBACK_MESSAGES.unavailable);
  }
  await consumeRateLimit({ db: scope.deps.db, rule: FEEDBACK_RATE_LIMIT, subject: scope.clientId });
  const workspace = await db.workspace.findUnique({ where: { id: scope.workspaceId }, select: { ownerId: true } });
  // the owner lives in the region it signed up in
  const owners = workspace
    ? await Promise.all(
        scope.deps.db
          .all()
          .map(([, regional]) =>
            regional.user.findUnique({ where: { id: workspace.ownerId }, select: { email: true } }),
          ),
      )
    : [];
  const to = agency.supportEmail.trim() || owners.find((user) => user !== null)?.email;
  if (!to) throw new DomainError("FORBIDDEN", PORTAL_FEEDBACK_MESSAGES.unavailable);
  const mail = clientFeedbackEmail({
    agencyName: agency.name,
    clientName: client.name,
    clientEmail: client.email,
    orgName: client.org.name,
    message: scope.message,
  });
  try {
    await sendAgencyMail(
      scope.deps,
      { region: scope.region, agencyId: agency.id },
      { to, replyTo: client.email, ...mail },
    );
  } catch (error) {
    console.error("feedback e-mail failed:", error instanceof Error ? error.message : error);
    throw new DomainError("BAD_GATEWAY", PORTAL_FEEDBACK_MESSAGES.failed);
  }
  return { message: PORTAL_FEEDBACK_MESSAGES.sent };
}
