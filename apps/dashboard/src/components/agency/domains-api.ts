"use client";

import type { TRegion } from "@parlo/validators";
import { loadTrpc } from "@parlo/app-ui/trpc";

/** The Domains tab's calls (the `agency` router), through the lazily loaded tRPC client. */
type Scope = { region: TRegion; workspaceId: string };

export const loadDomains = async (scope: Scope) => (await loadTrpc()).agency.domains.query(scope);

export const setSubDomain = async (scope: Scope, subDomain: string) =>
  (await loadTrpc()).agency.setSubDomain.mutate({ ...scope, subDomain });

export const setCustomDomain = async (scope: Scope, customDomain: string) =>
  (await loadTrpc()).agency.setCustomDomain.mutate({ ...scope, customDomain });

export const removeDomain = async (scope: Scope, kind: "subDomain" | "customDomain") =>
  (await loadTrpc()).agency.removeDomain.mutate({ ...scope, kind });

export const loadCustomDomainStatus = async (scope: Scope) => (await loadTrpc()).agency.customDomainStatus.query(scope);

export const sendDnsInstructions = async (scope: Scope, to: string) =>
  (await loadTrpc()).agency.sendDnsInstructions.mutate({ ...scope, to });
