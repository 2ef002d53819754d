"use client";

import type { TAgencyForm, TRegion } from "@parlo/validators";
import { loadTrpc } from "@parlo/app-ui/trpc";

/** The agency page's calls (the `agency` router), through the lazily loaded tRPC client. */
type Scope = { region: TRegion; workspaceId: string };

export async function saveAgency(scope: Scope, agency: TAgencyForm) {
  return (await loadTrpc()).agency.save.mutate({ ...scope, agency });
}

export async function loadAdminLink(scope: Scope) {
  return (await loadTrpc()).agency.adminLink.query(scope);
}

export async function regenerateAgencySecret(scope: Scope) {
  return (await loadTrpc()).agency.regenerateSecret.mutate(scope);
}

export async function activateWhitelabelTrial(scope: Scope) {
  return (await loadTrpc()).agency.activateWhitelabelTrial.mutate(scope);
}
