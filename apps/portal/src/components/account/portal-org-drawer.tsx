"use client";

import { OrgDrawer } from "@parlo/app-ui/org-drawer";
import { loadTrpc } from "@parlo/app-ui/trpc";
import { useToast } from "@parlo/ui/toaster";
import { PORTAL_ACCOUNT_MESSAGES, type TOrgForm, type TPortalOrg } from "@parlo/validators";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { OrgUsersSection } from "./org-users-section";
import { portalOrgChanges, portalOrgFormOf } from "./portal-org-form-values";

/**
 * The client's organization drawer: the shared organization editor with the org admin's fields
 * (about, predefined tags, switches) and the org's users. A member who is not the org's admin sees
 * it all disabled under "You are not an admin".
 */
export function PortalOrgDrawer({
  org,
  readOnlyMessage,
  onClose,
}: {
  org: TPortalOrg;
  /** a read-only view (an owner viewing as the client): shown, not saved */
  readOnlyMessage: string | null;
  onClose: () => void;
}) {
  const toast = useToast();
  const router = useRouter();
  const [initial] = useState<TOrgForm>(() => portalOrgFormOf(org));
  const lockedMessage = readOnlyMessage ?? (org.viewerIsOrgAdmin ? null : PORTAL_ACCOUNT_MESSAGES.notAdmin);

  const save = async (values: TOrgForm) => {
    const api = await loadTrpc();
    await api.portalAccount.updateOrg.mutate(portalOrgChanges(initial, values));
    toast(PORTAL_ACCOUNT_MESSAGES.orgSaved, "success", 3000);
    onClose();
    // the org's name and its client access are read by the server-drawn shell
    router.refresh();
  };

  return (
    <OrgDrawer
      editor="orgAdmin"
      initial={initial}
      editing
      description={org.name}
      lockedMessage={lockedMessage}
      save={save}
      onClose={onClose}
    >
      <OrgUsersSection members={org.members} canAdd={lockedMessage === null} />
    </OrgDrawer>
  );
}
