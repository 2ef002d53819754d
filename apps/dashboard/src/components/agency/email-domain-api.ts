"use client";

import type { TRegion } from "@parlo/validators";
import { loadTrpc } from "@parlo/app-ui/trpc";

/** The Email tab's calls (the `agency` router's sending-domain procedures), through the lazily loaded tRPC client. */
type Scope = { region: TRegion; workspaceId: string };

export async function loadEmailDomain(scope: Scope) {
  return (await loadTrpc()).agency.emailDomain.query(scope);
}

export async function addEmailDomain(scope: Scope, domain: string) {
  return (await loadTrpc()).agency.addEmailDomain.mutate({ ...scope, domain });
}

export async function verifyEmailDomain(scope: Scope) {
  return (await loadTrpc()).agency.verifyEmailDomain.mutate(scope);
}

export async function refreshEmailDomain(scope: Scope) {
  return (await loadTrpc()).agency.refreshEmailDomain.mutate(scope);
}

export async function deleteEmailDomain(scope: Scope) {
  return (await loadTrpc()).agency.deleteEmailDomain.mutate(scope);
}
