/**
 * The Prisma client of one regional database. Secret columns are omitted from every query
 * unless a query asks for them by name (`omit: { workspaceSecret: false }`).
 */
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "./generated/prisma/client";

export const SECRET_OMIT = {
  workspace: { workspaceSecret: true },
  agent: { secretApiKey: true },
  agency: { secret: true },
  client: { dashboardPasswordHash: true },
  signInCode: { codeHash: true },
  workspaceInvitation: { tokenHash: true },
} as const;

export function createDbClient(url: string) {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max: 10 }), omit: SECRET_OMIT });
}

export type Db = ReturnType<typeof createDbClient>;
