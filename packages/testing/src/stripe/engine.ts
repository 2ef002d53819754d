import type { Connect } from "./connect";
import type { AccountEvents } from "./events";
import type { Store } from "./store";

/**
 * What the stand-in's services work on: one account's objects and events. A request without a
 * Stripe-Account header works on the platform's (account null); with one, on that connected
 * account's, which no other account sees.
 */
export interface Engine {
  store: Store;
  /** emits events for this account (a connected account's carry `account`) */
  log: AccountEvents;
  /** the connected account (acct_...), or null for the platform */
  account: string | null;
  /** the platform's Connect objects (accounts, account links, application fees) and every account's store */
  connect: Connect;
}
