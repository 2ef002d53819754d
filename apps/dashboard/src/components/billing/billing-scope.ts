import type { TRegion } from "@parlo/validators";

/** The workspace every billing call is about. */
export interface BillingScope {
  region: TRegion;
  workspaceId: string;
}
