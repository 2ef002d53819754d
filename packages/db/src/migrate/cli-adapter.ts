/**
 * A driver adapter for the Prisma CLI only (prisma.config.ts). The Prisma 6 CLI runs its
 * WebAssembly schema engine through a driver adapter so that no native engine has to be
 * downloaded; the stock @prisma/adapter-pg needs a few corrections for that use:
 * - PostgreSQL's internal "char" type (oid 18), read by the engine's catalogue queries, is
 *   reported as text;
 * - a migration script is sent whole through the simple query protocol, not split on every ';'
 *   (which breaks $$ bodies) nor sent as one prepared statement (which refuses several);
 * - the shadow database is built from a rewritten connection string, its pool closed before it
 *   is dropped, and dropped WITH (FORCE).
 * The application itself uses the stock adapter (see client.ts).
 */
import { PrismaPg } from "@prisma/adapter-pg";
import type { SqlDriverAdapter, SqlMigrationAwareDriverAdapterFactory } from "@prisma/driver-adapter-utils";
import pg from "pg";

const PG_CHAR_OID = 18;
const PG_TEXT_OID = 25;

interface FieldLike {
  dataTypeID: number;
}
interface ResultLike {
  fields: FieldLike[];
}
interface PerformsIO {
  performIO(query: unknown): Promise<ResultLike>;
}

function hasPerformIO(value: object): value is PerformsIO {
  return "performIO" in value && typeof value.performIO === "function";
}

function patchAdapter(adapter: SqlDriverAdapter, pool: pg.Pool): SqlDriverAdapter {
  if (hasPerformIO(adapter)) {
    const original = adapter.performIO.bind(adapter);
    adapter.performIO = async (query: unknown) => {
      const result = await original(query);
      for (const field of result.fields) {
        if (field.dataTypeID === PG_CHAR_OID) field.dataTypeID = PG_TEXT_OID;
      }
      return result;
    };
  }
  // the engine applies a migration file as one parameterless statement; the extended protocol
  // refuses several statements in one query, the simple protocol runs them all
  const executeRaw = adapter.executeRaw.bind(adapter);
  adapter.executeRaw = async (query) => {
    if (query.args.length > 0) return executeRaw(query);
    const result = await pool.query(query.sql);
    return Array.isArray(result) ? 0 : (result.rowCount ?? 0);
  };
  adapter.executeScript = async (script: string) => {
    await pool.query(script);
  };
  return adapter;
}

function withDatabase(connectionString: string, database: string): string {
  const url = new URL(connectionString);
  url.pathname = `/${database}`;
  return url.toString();
}

export function createCliAdapterFactory(connectionString: string): SqlMigrationAwareDriverAdapterFactory {
  const connectTo = async (url: string): Promise<{ adapter: SqlDriverAdapter; pool: pg.Pool }> => {
    const pool = new pg.Pool({ connectionString: url, max: 2, allowExitOnIdle: true });
    const adapter = await new PrismaPg(pool, { disposeExternalPool: true }).connect();
    return { adapter: patchAdapter(adapter, pool), pool };
  };
  return {
    provider: "postgres",
    adapterName: "@prisma/adapter-pg",
    async connect() {
      return (await connectTo(connectionString)).adapter;
    },
    async connectToShadowDb() {
      const admin = new pg.Client({ connectionString });
      await admin.connect();
      const database = `prisma_shadow_${globalThis.crypto.randomUUID().replaceAll("-", "")}`;
      await admin.query(`CREATE DATABASE "${database}"`);
      await admin.end();
      const shadow = await connectTo(withDatabase(connectionString, database));
      const dispose = shadow.adapter.dispose.bind(shadow.adapter);
      shadow.adapter.dispose = async () => {
        await dispose();
        const dropper = new pg.Client({ connectionString });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
        await dropper.end();
      };
      return shadow.adapter;
    },
  };
}
