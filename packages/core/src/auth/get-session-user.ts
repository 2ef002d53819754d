import { isRegion, type Region, type RegionalDb } from "@parlo/db";
import type { TSessionUser } from "@parlo/validators";

/** The signed-in user's profile from their home region, or null when the account is gone. */
export async function getSessionUser(options: {
  db: RegionalDb;
  region: Region;
  userId: string;
}): Promise<TSessionUser | null> {
  const user = await options.db.for(options.region).user.findUnique({ where: { id: options.userId } });
  if (!user) return null;
  const lastRegion = user.lastWorkspaceRegion;
  return {
    id: user.id,
    email: user.email,
    displayName: user.displayName,
    region: options.region,
    joinedAt: user.joinedAt,
    isProfileComplete: user.isProfileComplete,
    lastWorkspace:
      user.lastWorkspaceId && isRegion(lastRegion) ? { id: user.lastWorkspaceId, region: lastRegion } : null,
  };
}
