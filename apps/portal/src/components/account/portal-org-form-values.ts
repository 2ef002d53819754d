import { orgChanges } from "@parlo/app-ui/org-form-values";
import type { TOrgForm, TPortalOrg, TPortalOrgChanges } from "@parlo/validators";

/**
 * The org as the shared organization editor takes it. The agency's fields (agents, access, layout,
 * language) are not shown to an org admin: they stay as neutral values the portal never sends.
 */
export function portalOrgFormOf(org: TPortalOrg): TOrgForm {
  return {
    name: org.name,
    squarePhotoURL: org.squarePhotoURL,
    widgetIDs: [],
    defaultClientAccess: [],
    defaultClientTabOrder: [],
    dashboardLayout: "vertical",
    preferredLanguage: "en",
    predefinedTags: [...org.predefinedTags],
    disallowAnyTags: org.disallowAnyTags,
    disableHandoff: org.disableHandoff,
    allowBilling: org.allowBilling,
    settings: { ...org.settings },
  };
}

/** What an org admin changed, as `portalAccount.updateOrg` takes it (only the org admin's fields). */
export function portalOrgChanges(initial: TOrgForm, next: TOrgForm): TPortalOrgChanges {
  const { name, squarePhotoURL, predefinedTags, disallowAnyTags, disableHandoff, settings } = orgChanges(initial, next);
  return { name, squarePhotoURL, predefinedTags, disallowAnyTags, disableHandoff, settings };
}
