"use client";

import type { TAgencyAutoBilling, TAgencyPlanDraft, TPayoutCountry, TRegion } from "@parlo/validators";
import { loadTrpc } from "@parlo/app-ui/trpc";

/** The SAAS Mode tab's card-payment calls (the `agencyBilling` router), through the lazily loaded tRPC client. */
type Scope = { region: TRegion; workspaceId: string };

export async function loadAgencyBilling(scope: Scope) {
  return (await loadTrpc()).agencyBilling.state.query(scope);
}

export async function createConnectedAccount(scope: Scope, details: { country: TPayoutCountry; email: string }) {
  return (await loadTrpc()).agencyBilling.createAccount.mutate({ ...scope, ...details });
}

export async function createAccountLink(scope: Scope) {
  return (await loadTrpc()).agencyBilling.accountLink.mutate(scope);
}

export async function refreshConnectedAccount(scope: Scope) {
  return (await loadTrpc()).agencyBilling.refreshAccount.mutate(scope);
}

export async function saveBillingSettings(scope: Scope, settings: { usdPerCreditExtra: string; allowPlans: boolean }) {
  return (await loadTrpc()).agencyBilling.saveBillingSettings.mutate({ ...scope, ...settings });
}

export async function upsertAgencyPlans(scope: Scope, agencyAccountId: string, plans: TAgencyPlanDraft[]) {
  return (await loadTrpc()).agencyBilling.upsertAgencyPlans.mutate({ ...scope, agencyAccountId, plans });
}

export async function saveAutoBilling(scope: Scope, autoBilling: TAgencyAutoBilling) {
  return (await loadTrpc()).agencyBilling.saveAutoBilling.mutate({ ...scope, autoBilling });
}
