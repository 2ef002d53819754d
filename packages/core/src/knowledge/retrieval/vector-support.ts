import type { Db } from "@parlo/db";

/** Whether each database (client) has the pgvector extension, asked once per client. */
const support = new WeakMap<Db, Promise<boolean>>();

/**
 * True when the server has the `vector` extension installed in this database: smart search then
 * ranks embeddings in PostgreSQL (`embedding::vector <=> query`); otherwise in the application.
 */
export function hasPgvector(db: Db): Promise<boolean> {
  let known = support.get(db);
  if (!known) {
    known = db.$queryRaw<Array<{ found: number }>>`SELECT 1 AS "found" FROM pg_extension WHERE extname = 'vector'`
      .then((rows) => rows.length > 0)
      .catch(() => false);
    support.set(db, known);
  }
  return known;
}
