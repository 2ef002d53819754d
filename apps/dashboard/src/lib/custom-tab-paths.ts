import { AGENCY_TABS, type TRegion } from "@parlo/validators";

/** The preview of an agency custom tab in the owner app: /app/{region}/c{href} (href starts with a slash). */
export const customTabPreviewPath = (region: TRegion, href: string) => `/app/${region}/c${href}`;

/** The agency settings page on its Custom Tabs tab. */
export const agencyCustomTabsPath = (region: TRegion) =>
  `/app/${region}/agency?activeTabIndex=${AGENCY_TABS.indexOf("Custom Tabs")}`;

/**
 * The sandboxed document of a saved HTML tab (app/api/agency/custom-tab/...): the href's segments
 * follow the workspace, each percent-encoded.
 */
export const customTabContentPath = (region: TRegion, workspaceId: string, href: string) =>
  `/api/agency/custom-tab/${region}/${encodeURIComponent(workspaceId)}${href
    .split("/")
    .map((segment) => encodeURIComponent(segment))
    .join("/")}`;

/** The href of a preview or content path's catch-all segments (["reports", "q1"] -> "/reports/q1"). */
export const hrefOfSegments = (segments: readonly string[]) => `/${segments.join("/")}`;
