import type { TAgencyClientSettings } from "@parlo/validators";

/** A workspace agent as the organization editor lists it. */
export interface ClientsAgent {
  id: string;
  title: string;
  roundedImageURL: string;
}

/** What the agency's client settings decide for new organizations and clients. */
export type AgencyClientDefaults = Pick<
  TAgencyClientSettings,
  | "defaultClientAccess"
  | "defaultDashboardLayout"
  | "defaultAllowCreateAgents"
  | "defaultCanDelegateChats"
  | "defaultHideAdvancedSettings"
>;
