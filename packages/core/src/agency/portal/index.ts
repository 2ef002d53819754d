// What the client portal app needs of core: host routing and the agency it serves (a light
// entry point, so the portal does not load the dashboard's services).
export * from "../domains/agency-host-resolver";
export * from "../domains/portal-domains-config";
export { loadPortalAgency } from "./portal-agency";
export { agencyAgentTitle } from "./agency-agent";
export { readClientSession } from "../../client-auth/client-session";
export {
  clientHomeRedirect,
  clientPagesForSession,
  needsClientOnboarding,
} from "../../client-auth/client-pages-for-session";
export { loadPortalViewer, type PortalAgent, type PortalViewer } from "./portal-viewer";
export { loadPortalHomeSummary, type PortalAgentSummary } from "./portal-home-summary";
export { portalAgentGrant, type PortalAgentGrant, type PortalAgentViewer } from "./portal-agent-access";
export * from "../custom-tabs";
export { getPortalAccount, updatePortalAccount } from "./portal-account";
export { setClientStatus } from "./client-status";
export { getClientOnboarding } from "./client-onboarding";
export { getPortalOrg, updatePortalOrg, addPortalOrgUser } from "./portal-org";
export type { PortalClientScope } from "./portal-client-scope";
export { notificationHubFor, notificationStreamResponse } from "../../notifications";
export { webPushConfig } from "../../push/web-push-config";
