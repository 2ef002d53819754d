/**
 * The procedures an agency's portal host serves (its clients' calls). Everything else of the app
 * router answers only in the dashboard: the portal's handler refuses other paths before any runs.
 */
const PORTAL_ROUTERS = ["clientAuth."] as const;

export function isPortalProcedure(path: string): boolean {
  return PORTAL_ROUTERS.some((prefix) => path.startsWith(prefix));
}
