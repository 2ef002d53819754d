/**
 * SQL for the org that pays for an agent's answers (agency-shell-dashboards.md section 5 "Credits
 * and billing": agents assigned to an org spend the org's credits): the oldest org of the agent's
 * workspace that has the agent (one given to several orgs is paid for by the first), or null, when
 * the workspace pays. The arguments are SQL expressions for the agent's and the workspace's ids.
 */
export function payingOrgSql(agentId: string, workspaceId: string): string {
  return `(SELECT po."id" FROM "Org" po WHERE po."ownerID" = ${workspaceId} AND ${agentId} = ANY(po."widgetIDs")
           ORDER BY po."createdAt", po."id" LIMIT 1)`;
}
