import type { Region, RegionalDb } from "@parlo/db";
import {
  WORKSPACE_EVENT_MESSAGES,
  WORKSPACE_MESSAGES,
  type TWorkspaceEventSettings,
  type TWorkspaceEventSettingsOutput,
} from "@parlo/validators";
import { DomainError } from "../errors";
import { isAllowedHost, parseAllowedHosts } from "../net/allowed-hosts";
import type { FetchGuardConfig } from "../net/ssrf-guard";
import { toEventSettingsOutput } from "./get-event-settings";

/** https, or http for a host on the SSRF allow-list (local receivers in development and tests). */
function checkEndpoint(endpoint: string, fetchGuard: FetchGuardConfig | undefined): void {
  if (endpoint === "") return;
  const url = new URL(endpoint);
  if (url.protocol === "https:") return;
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const port = url.port ? Number(url.port) : 80;
  if (!isAllowedHost(parseAllowedHosts(fetchGuard?.allowedHosts), host, port)) {
    throw new DomainError("BAD_REQUEST", WORKSPACE_EVENT_MESSAGES.httpsRequired);
  }
}

/**
 * Saves the workspace's event endpoint ("" turns forwarding off) and subscribed types into
 * `internal.eventSettings`, in one statement that keeps the other keys of `internal`. The input is
 * validated by ZUpdateWorkspaceEventSettingsInput (URL, known types); here the scheme is checked.
 */
export async function updateEventSettings(options: {
  db: RegionalDb;
  region: Region;
  workspaceId: string;
  fetchGuard?: FetchGuardConfig;
  settings: TWorkspaceEventSettings;
}): Promise<TWorkspaceEventSettingsOutput> {
  const { settings } = options;
  checkEndpoint(settings.endpoint, options.fetchGuard);
  const json = JSON.stringify({ endpoint: settings.endpoint, subscribedEvents: settings.subscribedEvents });
  const changed = await options.db.for(options.region).$executeRaw`
    UPDATE "Workspace"
    SET "internal" = COALESCE("internal", '{}'::jsonb) || jsonb_build_object('eventSettings', ${json}::jsonb)
    WHERE "id" = ${options.workspaceId}`;
  if (changed === 0) throw new DomainError("NOT_FOUND", WORKSPACE_MESSAGES.notFound);
  return toEventSettingsOutput(settings);
}
