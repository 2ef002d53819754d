import type { Region } from "@parlo/db";
import type { CoreDeps } from "../deps";

/** What every billing service takes: the core deps (with `billing` when Stripe is configured) and the workspace. */
export interface BillingCall {
  deps: CoreDeps;
  region: Region;
  workspaceId: string;
}

/** Minor units of a payment in the workspace's currency -> credits (its USD value at 0.001 USD per credit). */
export function creditsForLocalAmount(minor: number, exchangeRate: number): number {
  const ratePercent = Math.round(exchangeRate * 100);
  return Math.floor((minor * 100) / ratePercent) * 10;
}

/** The first day of the current calendar month (UTC). */
export function monthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}
