import { randomBytes } from "node:crypto";
import { applyMigrations, databaseUrl, dropDatabase, ensureDatabase } from "@parlo/db/bootstrap";
import { inject } from "vitest";
import "./provided-context";

export interface IsolatedDatabases {
  urls: { eu: string; na: string };
  drop(): Promise<void>;
}

/**
 * A migrated pair of regional databases of its own on the integration server, for tests of
 * sweeps over every row of a table (periodic jobs): they cannot touch other test files' rows, nor
 * see them. Drop them after the tests.
 */
export async function createIsolatedDatabases(prefix: string): Promise<IsolatedDatabases> {
  const shared = inject("databaseUrls");
  const tag = `${prefix}_${randomBytes(4).toString("hex")}`;
  const urls = { eu: databaseUrl(shared.eu, `${tag}_eu`), na: databaseUrl(shared.na, `${tag}_na`) };
  await Promise.all(
    Object.values(urls).map(async (url) => {
      await ensureDatabase(url);
      await applyMigrations(url);
    }),
  );
  return {
    urls,
    drop: async () => {
      await Promise.all(Object.values(urls).map((url) => dropDatabase(url)));
    },
  };
}
