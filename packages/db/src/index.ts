export { createDbClient, hotPathQuery, isRejectedStatement, listenToChannel, SECRET_OMIT, type Db } from "./client";
export { createRegionalDb, type RegionalDb, type DatabaseUrls } from "./regional-db";
export { checkHealth, type HealthReport } from "./check-health";
export { REGIONS, isRegion, otherRegion, type Region } from "./regions";
export * from "./ids";
export { Prisma } from "./generated/prisma/client";
export type {
  User,
  Workspace,
  WorkspaceMember,
  Agent,
  Agency,
  Org,
  Client,
  SignInCode,
  OrgRechargeIssue,
} from "./generated/prisma/client";
export { createUserWithWorkspace, type NewUserInput } from "./create-user-with-workspace";
import type { Agent as AgentRow, Workspace as WorkspaceRow } from "./generated/prisma/client";
/** Rows as ordinary queries return them (secret columns omitted by default). */
export type PublicWorkspace = Omit<WorkspaceRow, "workspaceSecret" | "eventSigningSecret">;
export type PublicAgent = Omit<AgentRow, "secretApiKey">;
