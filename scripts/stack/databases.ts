import {
  applyMigrations,
  databaseUrl,
  ensureDatabase,
  startEmbeddedServer,
  type EmbeddedServer,
} from "@parlo/db/bootstrap";

export interface Databases {
  urls: { eu: string; na: string };
  /** the embedded server when one was started, else null (configured databases) */
  server: EmbeddedServer | null;
}

/**
 * The regional databases: the configured DATABASE_URL_EU / DATABASE_URL_NA when both are set,
 * otherwise two databases on an embedded PostgreSQL. Either way they exist and are migrated.
 */
export async function prepareDatabases(options: {
  configured: { eu?: string; na?: string };
  embedded: { dataDir: string; port: number; persistent: boolean; names?: { eu: string; na: string } };
  log?: (line: string) => void;
}): Promise<Databases> {
  const log = options.log ?? (() => undefined);
  let server: EmbeddedServer | null = null;
  let urls: { eu: string; na: string };
  if (options.configured.eu && options.configured.na) {
    urls = { eu: options.configured.eu, na: options.configured.na };
    log("Using the configured databases (DATABASE_URL_EU, DATABASE_URL_NA)");
  } else {
    if (options.configured.eu || options.configured.na) {
      throw new Error("Set both DATABASE_URL_EU and DATABASE_URL_NA, or neither to use the embedded PostgreSQL");
    }
    log(`Starting embedded PostgreSQL (data in ${options.embedded.dataDir}, port ${options.embedded.port})`);
    server = await startEmbeddedServer(options.embedded);
    const names = options.embedded.names ?? { eu: "parlo_eu", na: "parlo_na" };
    urls = { eu: databaseUrl(server.url, names.eu), na: databaseUrl(server.url, names.na) };
  }
  for (const [region, url] of Object.entries(urls)) {
    await ensureDatabase(url);
    const applied = await applyMigrations(url);
    log(`Database ${region}: ${applied.length ? `applied ${applied.join(", ")}` : "migrations up to date"}`);
  }
  return { urls, server };
}
