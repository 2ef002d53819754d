import type { Region, RegionalDb } from "@parlo/db";
import {
  WORKSPACE_EVENT_LABELS,
  WORKSPACE_EVENT_TYPES,
  WORKSPACE_MESSAGES,
  type TWorkspaceEventSettings,
  type TWorkspaceEventSettingsOutput,
} from "@parlo/validators";
import { DomainError } from "../errors";
import { eventSettingsOf } from "./event-settings-of";

/** The settings with the list of event types and their labels (the settings card's data). */
export function toEventSettingsOutput(settings: TWorkspaceEventSettings): TWorkspaceEventSettingsOutput {
  return {
    endpoint: settings.endpoint,
    subscribedEvents: settings.subscribedEvents,
    types: WORKSPACE_EVENT_TYPES.map((type) => ({ type, label: WORKSPACE_EVENT_LABELS[type] })),
  };
}

/** A workspace's event endpoint and subscribed event types (workspaceEvents.getSettings). */
export async function getEventSettings(options: {
  db: RegionalDb;
  region: Region;
  workspaceId: string;
}): Promise<TWorkspaceEventSettingsOutput> {
  const settings = await eventSettingsOf(options);
  if (!settings) throw new DomainError("NOT_FOUND", WORKSPACE_MESSAGES.notFound);
  return toEventSettingsOutput(settings);
}
