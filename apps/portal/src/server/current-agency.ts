import "server-only";
import { loadPortalAgency, type ResolvedPortalHost } from "@parlo/core/portal";
import type { TAgency, TAgencyClientSettings } from "@parlo/validators";
import { cache } from "react";
import { requestAgencyHost } from "./agency-host";
import { db } from "./db";

export type PortalRequest =
  | { kind: "root" }
  | { kind: "unknown" }
  | {
      kind: "agency";
      host: Extract<ResolvedPortalHost, { kind: "agency" }>;
      agency: TAgency;
      workspaceId: string;
      signIn: TAgencyClientSettings;
      /** the agency has a verified sending domain: its clients can send feedback */
      feedback: boolean;
    };

/** What this request's Host serves: the portal's own page, nothing, or an agency (once per request). */
export const currentAgency = cache(async (): Promise<PortalRequest> => {
  const host = await requestAgencyHost();
  if (host.kind !== "agency") return host;
  const loaded = await loadPortalAgency(db, host.region, host.agencyId);
  return loaded ? { kind: "agency", host, ...loaded } : { kind: "unknown" };
});
