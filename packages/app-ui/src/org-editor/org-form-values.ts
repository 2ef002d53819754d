import {
  DEFAULT_ORG_NAME,
  defaultOrgSettings,
  type TAgencyClientSettings,
  type TOrgChanges,
  type TOrgForm,
  type TOrgSettings,
  type TOrgSummary,
} from "@parlo/validators";
import { orderedPages, samePages } from "./page-order";

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The same ids, whatever their order. */
const sameIds = (a: readonly string[], b: readonly string[]) => {
  const left = new Set(a);
  return left.size === new Set(b).size && b.every((id) => left.has(id));
};

/** What a new organization starts with in the editor: the agency's default access and layout. */
export function newOrgForm(
  agency: Pick<TAgencyClientSettings, "defaultClientAccess" | "defaultDashboardLayout">,
): TOrgForm {
  return {
    name: DEFAULT_ORG_NAME,
    squarePhotoURL: "",
    widgetIDs: [],
    defaultClientAccess: [...agency.defaultClientAccess],
    defaultClientTabOrder: orderedPages(agency.defaultClientAccess, []),
    dashboardLayout: agency.defaultDashboardLayout,
    preferredLanguage: "en",
    predefinedTags: [],
    disallowAnyTags: false,
    disableHandoff: false,
    allowBilling: false,
    settings: defaultOrgSettings(),
  };
}

/**
 * An organization as the editor shows it: its agents that still exist in the workspace (a deleted
 * agent's id is not offered), its tab order as the full order of the pages it gives.
 */
export function orgFormOf(org: TOrgSummary, workspaceAgentIds: ReadonlySet<string>): TOrgForm {
  return {
    name: org.name,
    squarePhotoURL: org.squarePhotoURL,
    widgetIDs: org.widgetIDs.filter((id) => workspaceAgentIds.has(id)),
    defaultClientAccess: [...org.defaultClientAccess],
    defaultClientTabOrder: orderedPages(org.defaultClientAccess, org.defaultClientTabOrder),
    dashboardLayout: org.dashboardLayout,
    preferredLanguage: org.preferredLanguage,
    predefinedTags: [...org.predefinedTags],
    disallowAnyTags: org.disallowAnyTags,
    disableHandoff: org.disableHandoff,
    allowBilling: org.allowBilling,
    settings: { ...org.settings },
  };
}

/** The form as it is saved: the tab order is the order of the pages it gives. */
export function orgToSave(values: TOrgForm): TOrgForm {
  return { ...values, defaultClientTabOrder: orderedPages(values.defaultClientAccess, values.defaultClientTabOrder) };
}

/**
 * The fields an edit changed (`updateOrg` takes only those; its settings are merged into the
 * stored ones), so a change made elsewhere meanwhile (an org admin in the portal) is kept.
 * Enable Billing is never sent: it comes with client billing.
 */
export function orgChanges(initial: TOrgForm, next: TOrgForm): TOrgChanges {
  const changes: TOrgChanges = {};
  if (initial.name !== next.name) changes.name = next.name;
  if (initial.squarePhotoURL !== next.squarePhotoURL) changes.squarePhotoURL = next.squarePhotoURL;
  if (!sameIds(initial.widgetIDs, next.widgetIDs)) changes.widgetIDs = next.widgetIDs;
  if (!samePages(initial.defaultClientAccess, next.defaultClientAccess)) {
    changes.defaultClientAccess = next.defaultClientAccess;
  }
  if (!same(initial.defaultClientTabOrder, next.defaultClientTabOrder)) {
    changes.defaultClientTabOrder = next.defaultClientTabOrder;
  }
  if (initial.dashboardLayout !== next.dashboardLayout) changes.dashboardLayout = next.dashboardLayout;
  if (initial.preferredLanguage !== next.preferredLanguage) changes.preferredLanguage = next.preferredLanguage;
  if (!same(initial.predefinedTags, next.predefinedTags)) changes.predefinedTags = next.predefinedTags;
  if (initial.disallowAnyTags !== next.disallowAnyTags) changes.disallowAnyTags = next.disallowAnyTags;
  if (initial.disableHandoff !== next.disableHandoff) changes.disableHandoff = next.disableHandoff;
  const settings: Partial<TOrgSettings> = {};
  const a = initial.settings;
  const b = next.settings;
  if (a.smartHandoff !== b.smartHandoff) settings.smartHandoff = b.smartHandoff;
  if (a.disableHandoffMessages !== b.disableHandoffMessages) settings.disableHandoffMessages = b.disableHandoffMessages;
  if (a.enableCannedResponses !== b.enableCannedResponses) settings.enableCannedResponses = b.enableCannedResponses;
  if (a.disableClientAccess !== b.disableClientAccess) settings.disableClientAccess = b.disableClientAccess;
  if (a.disableClientAccessMessage !== b.disableClientAccessMessage) {
    settings.disableClientAccessMessage = b.disableClientAccessMessage;
  }
  if (Object.keys(settings).length > 0) changes.settings = settings;
  return changes;
}

/** The fields of a new organization (Enable Billing left out: it comes with client billing). */
export function orgToCreate(values: TOrgForm): TOrgChanges {
  const { allowBilling: _allowBilling, ...rest } = orgToSave(values);
  return rest;
}
