import type { RegionalDb } from "@parlo/db";
import type { Actor } from "./context";
import { createCaller } from "./root";
import type { CoreDeps } from "@parlo/core";

/** A router caller acting as the given actor (integration tests). */
export function callerFor(deps: CoreDeps & { db: RegionalDb }, actor: Actor | null) {
  return createCaller({ ...deps, actor, clientIp: null });
}

export const asUser = (user: { id: string; email: string }, region: "eu" | "na" = "eu"): Actor => ({
  type: "user",
  userId: user.id,
  email: user.email,
  region,
});
