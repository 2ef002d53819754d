"use client";

import type { AgencyClientDefaults, ClientsAgent } from "@parlo/app-ui/clients-types";
import { OrgDrawer } from "@parlo/app-ui/org-drawer";
import { newOrgForm, orgChanges, orgFormOf, orgToCreate, orgToSave } from "@parlo/app-ui/org-form-values";
import type { TOrgForm, TOrgSummary } from "@parlo/validators";
import { useState } from "react";
import { createOrg, updateOrg, type ClientsScope } from "./clients-api";

export interface AgencyOrgDrawerProps {
  scope: ClientsScope;
  /** the organization to edit; null for a new one */
  org: TOrgSummary | null;
  /** the workspace's agents */
  agents: readonly ClientsAgent[];
  agencyDefaults: AgencyClientDefaults;
  /** the agency's card payments are connected (Enable Billing, the Billing page) */
  paymentsConnected: boolean;
  onClose: () => void;
  onSaved: (org: TOrgSummary, created: boolean) => void;
}

/**
 * The Clients page's organization editor: every field. A new organization starts from the
 * agency's defaults and is created with every field; an edit sends the fields it changed.
 */
export function AgencyOrgDrawer({
  scope,
  org,
  agents,
  agencyDefaults,
  paymentsConnected,
  onClose,
  onSaved,
}: AgencyOrgDrawerProps) {
  const [initial] = useState<TOrgForm>(() =>
    org ? orgFormOf(org, new Set(agents.map((agent) => agent.id))) : newOrgForm(agencyDefaults),
  );
  const save = async (values: TOrgForm) => {
    const result = org
      ? await updateOrg(scope, org.id, orgChanges(initial, orgToSave(values)))
      : await createOrg(scope, orgToCreate(values));
    onSaved(result.org, org === null);
  };
  return (
    <OrgDrawer
      editor="agency"
      initial={initial}
      editing={org !== null}
      description={org ? org.name : "An organization groups clients who share agents and settings."}
      agents={agents}
      paymentsConnected={paymentsConnected}
      save={save}
      onClose={onClose}
    />
  );
}
