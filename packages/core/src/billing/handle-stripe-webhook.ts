import { Prisma } from "@parlo/db";
import Stripe from "stripe";
import type { CoreDeps } from "../deps";
import { DomainError } from "../errors";
import { findEventWorkspace } from "./webhooks/find-event-workspace";
import { onInvoicePaid } from "./webhooks/invoice-paid";
import { onInvoicePaymentFailed } from "./webhooks/invoice-payment-failed";
import { onPaymentIntentSucceeded } from "./webhooks/payment-intent-succeeded";
import { onSubscriptionChanged } from "./webhooks/subscription-changed";

export type WebhookOutcome = "handled" | "duplicate" | "ignored" | "unknown-workspace";

/**
 * A Stripe webhook delivery: the signature is verified against the raw body, the event id is
 * stored in the workspace's region (a second delivery of the same event finds it and does
 * nothing), then the event is handled. If handling fails the stored id is removed again, so
 * Stripe's retry handles it; grants are idempotent on their own as well.
 */
export async function handleStripeWebhook(options: {
  deps: CoreDeps;
  payload: string;
  signature: string | null;
}): Promise<WebhookOutcome> {
  const billing = options.deps.billing;
  if (!billing?.webhookSecret) throw new DomainError("BAD_REQUEST", "Webhooks are not configured.");
  let event: Stripe.Event;
  try {
    event = billing.stripe.webhooks.constructEvent(options.payload, options.signature ?? "", billing.webhookSecret);
  } catch {
    throw new DomainError("BAD_REQUEST", "Invalid signature.");
  }
  const owner = await findEventWorkspace(options.deps.db, event);
  if (!owner) return "unknown-workspace";
  const db = options.deps.db.for(owner.region);
  try {
    await db.stripeEvent.create({
      data: { id: event.id, type: event.type, workspaceId: owner.workspaceId, created: event.created },
    });
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return "duplicate";
    throw error;
  }
  const call = { deps: options.deps, region: owner.region, workspaceId: owner.workspaceId, stripe: billing.stripe };
  try {
    switch (event.type) {
      case "customer.subscription.created":
      case "customer.subscription.updated":
      case "customer.subscription.deleted":
        await onSubscriptionChanged({ ...call, subscription: event.data.object });
        return "handled";
      case "invoice.paid":
        await onInvoicePaid({ ...call, invoice: event.data.object });
        return "handled";
      case "invoice.payment_failed":
        await onInvoicePaymentFailed({ ...call, invoice: event.data.object });
        return "handled";
      case "payment_intent.succeeded":
        await onPaymentIntentSucceeded({ ...call, payment: event.data.object });
        return "handled";
      default:
        return "ignored";
    }
  } catch (error) {
    await db.stripeEvent.delete({ where: { id: event.id } }).catch(() => undefined);
    throw error;
  }
}
