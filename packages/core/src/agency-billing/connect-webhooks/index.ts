import type { ConnectEventHandler } from "./connect-event";
import { onAccountUpdated } from "./account-updated";
import { onAutoRechargeCheckoutCompleted } from "./org-auto-recharge-checkout-completed";

/**
 * What each Connect event type does; every other type is ignored (answered 200). One file per
 * event, named after it.
 */
export const CONNECT_EVENT_HANDLERS: Partial<Record<string, ConnectEventHandler>> = {
  "account.updated": onAccountUpdated,
  // each handler returns early for Checkout Sessions that are not its own (metadata.kind)
  "checkout.session.completed": async (call) => {
    await onAutoRechargeCheckoutCompleted(call);
  },
};
