"use client";

import type {
  TAgencyClientSettings,
  TAnnouncement,
  TCreditTransferDirection,
  TOrgChanges,
  TRegion,
} from "@parlo/validators";
import { loadTrpc } from "@parlo/app-ui/trpc";
import type { ClientChanges } from "./client-form-values";

/** The Clients page's calls (the `clients` router) and the SAAS Mode tab's, through the lazily loaded tRPC client. */
export type ClientsScope = { region: TRegion; workspaceId: string };

export async function createOrg(scope: ClientsScope, org: TOrgChanges) {
  return (await loadTrpc()).clients.createOrg.mutate({ ...scope, ...org });
}

export async function updateOrg(scope: ClientsScope, orgId: string, changes: TOrgChanges) {
  return (await loadTrpc()).clients.updateOrg.mutate({ ...scope, orgId, ...changes });
}

export async function deleteOrg(scope: ClientsScope, orgId: string) {
  return (await loadTrpc()).clients.deleteOrg.mutate({ ...scope, orgId });
}

export async function createClient(
  scope: ClientsScope,
  orgId: string,
  client: ClientChanges & { name: string; email: string },
) {
  return (await loadTrpc()).clients.createClient.mutate({ ...scope, orgId, ...client });
}

export async function updateClient(scope: ClientsScope, clientId: string, changes: ClientChanges) {
  return (await loadTrpc()).clients.updateClient.mutate({ ...scope, clientId, ...changes });
}

export async function deleteClient(scope: ClientsScope, clientId: string) {
  return (await loadTrpc()).clients.deleteClient.mutate({ ...scope, clientId });
}

export async function viewAsClient(scope: ClientsScope, clientId: string) {
  return (await loadTrpc()).clients.viewAsClient.mutate({ ...scope, clientId });
}

export async function loadClientSettings(scope: ClientsScope) {
  return (await loadTrpc()).agency.clientSettings.query(scope);
}

export async function saveClientSettings(scope: ClientsScope, settings: TAgencyClientSettings) {
  return (await loadTrpc()).agency.saveClientSettings.mutate({ ...scope, settings });
}

export async function transferCredits(
  scope: ClientsScope,
  orgId: string,
  direction: TCreditTransferDirection,
  amount: string,
) {
  return (await loadTrpc()).clients.transferCredits.mutate({ ...scope, orgId, direction, amount });
}

export async function announce(scope: ClientsScope, announcement: TAnnouncement) {
  return (await loadTrpc()).clients.announce.mutate({ ...scope, ...announcement });
}
