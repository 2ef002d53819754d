import type Stripe from "stripe";
import type { Engine } from "./engine";
import { AccountEvents, type EventLog } from "./events";
import { createStore, type Store } from "./store";

/** The Connect application the platform's requests on behalf of connected accounts come from. */
export const CONNECT_APPLICATION_ID = "ca_standin";

/** An account link: its one-time onboarding page (see onboarding-page.ts). */
export interface AccountLinkRecord {
  token: string;
  account: string;
  type: "account_onboarding" | "account_update";
  refreshUrl: string;
  returnUrl: string;
  created: number;
  expiresAt: number;
  /** its form was submitted: the link works once */
  used: boolean;
}

/** What the platform holds for Stripe Connect, and the objects of every account. */
export interface Connect {
  /** the whole event log: what is emitted on it directly is the platform's */
  log: EventLog;
  platform: Store;
  accounts: Map<string, Stripe.Account>;
  /** by token */
  accountLinks: Map<string, AccountLinkRecord>;
  applicationFees: Map<string, Stripe.ApplicationFee>;
  /** each connected account's objects, by account id (kept when the account is deleted) */
  stores: Map<string, Store>;
}

export function createConnect(log: EventLog): Connect {
  return {
    log,
    platform: createStore(""),
    accounts: new Map(),
    accountLinks: new Map(),
    applicationFees: new Map(),
    stores: new Map(),
  };
}

/** The platform's engine: its own objects and events. */
export function platformEngine(connect: Connect): Engine {
  return { store: connect.platform, log: new AccountEvents(connect.log, null), account: null, connect };
}

/** A connected account's engine; undefined for an unknown (or deleted) account. */
export function accountEngine(connect: Connect, account: string): Engine | undefined {
  const store = connect.stores.get(account);
  if (!store || !connect.accounts.has(account)) return undefined;
  return { store, log: new AccountEvents(connect.log, account), account, connect };
}

/** The platform's engine, then every connected account's. */
export function allEngines(connect: Connect): Engine[] {
  const connected = [...connect.accounts.keys()].flatMap((id) => {
    const engine = accountEngine(connect, id);
    return engine ? [engine] : [];
  });
  return [platformEngine(connect), ...connected];
}

/** The engine whose store holds an object (hosted pages and test hooks find objects by id alone). */
export function engineHolding(connect: Connect, holds: (store: Store) => boolean): Engine | undefined {
  return allEngines(connect).find((engine) => holds(engine.store));
}

/** A new connected account with an empty store of its own. */
export function addAccount(connect: Connect, account: Stripe.Account): void {
  connect.accounts.set(account.id, account);
  connect.stores.set(account.id, createStore(connect.platform.url));
}
