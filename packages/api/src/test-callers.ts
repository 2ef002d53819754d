import { TRPCError } from "@trpc/server";
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

/** The TRPCError a call is refused with (fails the test when the call succeeds or fails otherwise). */
export async function refusal(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof TRPCError)) throw new Error(`expected a TRPCError, got ${String(error)}`);
  return error;
}
