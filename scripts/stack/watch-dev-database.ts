import { watchEmbeddedServer, type EmbeddedServerWatch } from "@parlo/db/bootstrap";
import type { Databases } from "./databases";

/**
 * Keeps the dev command's embedded PostgreSQL up: when its process dies it is restarted once;
 * when it dies again (or does not come back) the command says so and `stopAll(1)` ends it.
 * Configured databases are not watched (null).
 */
export function watchDevDatabase(
  databases: Databases,
  options: { log: (line: string) => void; stopAll: (exitCode: number) => Promise<void> },
): EmbeddedServerWatch | null {
  if (!databases.server) return null;
  return watchEmbeddedServer(databases.server, {
    log: options.log,
    onStopped: (reason) => {
      console.error(`[dev] The embedded PostgreSQL stopped (${reason}); stopping. Run npm run dev again.`);
      void options.stopAll(1);
    },
  });
}
