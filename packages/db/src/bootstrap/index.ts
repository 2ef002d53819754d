export { startEmbeddedServer, databaseUrl, type EmbeddedServer } from "./embedded-server";
export { ensureDatabase, dropDatabase } from "./ensure-database";
export { applyMigrations, readMigrations, MIGRATIONS_DIR } from "./apply-migrations";
export { createMigration, diffAgainstMigrations, isEmptyDiff } from "./create-migration";
export { freePort } from "./free-port";
export {
  watchEmbeddedServer,
  type EmbeddedServerWatch,
  type WatchEmbeddedServerOptions,
} from "./watch-embedded-server";
