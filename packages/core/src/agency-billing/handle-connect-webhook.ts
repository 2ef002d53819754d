import { Prisma } from "@parlo/db";
import type Stripe from "stripe";
import type { CoreDeps } from "../deps";
import { DomainError } from "../errors";
import { findAgencyByAccount } from "./connected-agency";
import { CONNECT_EVENT_HANDLERS } from "./connect-webhooks";

export type ConnectWebhookOutcome = "handled" | "duplicate" | "ignored" | "unknown-account";

/**
 * The Connect endpoint's deliveries (POST /api/stripe/connect/webhook): events of agencies'
 * connected accounts, signed with their own secret (STRIPE_CONNECT_WEBHOOK_SECRET), verified on
 * the raw body before anything is read. The event's `account` names the agency (in either
 * region); its id is stored once (a redelivered or concurrent copy finds it and does nothing),
 * then its handler runs. A failed handling removes the stored id so Stripe's retry runs it again;
 * every grant is idempotent on its own as well.
 */
export async function handleConnectWebhook(options: {
  deps: CoreDeps;
  payload: string;
  signature: string | null;
}): Promise<ConnectWebhookOutcome> {
  const billing = options.deps.billing;
  if (!billing?.connectWebhookSecret) throw new DomainError("BAD_REQUEST", "Webhooks are not configured.");
  let event: Stripe.Event;
  try {
    event = billing.stripe.webhooks.constructEvent(
      options.payload,
      options.signature ?? "",
      billing.connectWebhookSecret,
    );
  } catch {
    throw new DomainError("BAD_REQUEST", "Invalid signature.");
  }
  if (!event.account) return "ignored";
  const handler = CONNECT_EVENT_HANDLERS[event.type];
  if (!handler) return "ignored";
  const owner = await findAgencyByAccount(options.deps.db, event.account);
  if (!owner) return "unknown-account";
  const db = options.deps.db.for(owner.region);
  try {
    await db.stripeEvent.create({
      data: { id: event.id, type: event.type, workspaceId: owner.agency.userId, created: event.created },
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return "duplicate";
    throw error;
  }
  try {
    await handler({ deps: options.deps, stripe: billing.stripe, region: owner.region, agency: owner.agency, event });
    return "handled";
  } catch (error) {
    await db.stripeEvent.delete({ where: { id: event.id } }).catch(() => undefined);
    throw error;
  }
}
