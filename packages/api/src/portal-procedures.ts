/**
 * The procedures an agency's portal host serves (its clients' calls). Everything else of the app
 * router answers only in the dashboard: the portal's handler refuses other paths before any runs.
 */
const PORTAL_ROUTERS = [
  "clientAuth.",
  // the Account and organization drawers: the signed-in client's own account and org
  "portalAccount.",
  // the agency's client onboarding of a new sign-up
  "portalOnboarding.",
  // the billing page's Auto-Recharge card: the signed-in client's org
  "orgRecharge.",
  // the Billing page: the org's card, credit purchases and plan subscription (on the agency's account)
  "orgBilling.",
  // the agent tabs of the client dashboard: each procedure checks the viewer's org agents and pages
  "conversation.list",
  "conversation.get",
  "conversation.export",
  "conversation.takeOver",
  "conversation.handBack",
  "conversation.reply",
  "lead.list",
  "lead.export",
  "lead.delete",
  "analytics.summary",
  "agent.settings",
  "agent.update",
  "knowledge.list",
  "knowledge.get",
  "knowledge.addUrl",
  "knowledge.addText",
  "knowledge.addQa",
  "knowledge.update",
  "knowledge.refresh",
  "knowledge.delete",
] as const;

export function isPortalProcedure(path: string): boolean {
  return PORTAL_ROUTERS.some((entry) => (entry.endsWith(".") ? path.startsWith(entry) : path === entry));
}
