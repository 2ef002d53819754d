/**
 * The Prisma client of one regional database. Secret columns are omitted from every query
 * unless a query asks for them by name (`omit: { workspaceSecret: false }`).
 */
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "./generated/prisma/client";

export const SECRET_OMIT = {
  workspace: { workspaceSecret: true, eventSigningSecret: true },
  agent: { secretApiKey: true },
  agency: { secret: true },
  client: { dashboardPasswordHash: true },
  signInCode: { codeHash: true },
  workspaceInvitation: { tokenHash: true },
  pushVapidKeys: { privateKey: true },
} as const;

declare global {
  var parloDbPools: WeakMap<object, pg.Pool> | undefined;
}

/**
 * The connection pool under each client (Prisma's driver adapter and hotPathQuery share it). Kept
 * on globalThis: a Next app bundles this module more than once (instrumentation and routes), and a
 * client made by one copy is used by the others.
 */
const pools = (globalThis.parloDbPools ??= new WeakMap<object, pg.Pool>());

export function createDbClient(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // the client's $disconnect ends the pool too
  const client = new PrismaClient({
    adapter: new PrismaPg(pool, { disposeExternalPool: true }),
    omit: SECRET_OMIT,
  });
  pools.set(client, pool);
  return client;
}

export type Db = ReturnType<typeof createDbClient>;

/**
 * Runs one SQL statement ($1, $2... parameters) straight on the client's connection pool, without
 * Prisma's query pipeline. Only for the chat's hot path (the turn read and writes of
 * core/runtime), where that pipeline cost more than the statement; everything else uses Prisma.
 * Values come back as node-postgres gives them: numeric as a string, timestamptz as a Date.
 */
export async function hotPathQuery<Row extends pg.QueryResultRow>(
  db: Db,
  text: string,
  values: unknown[],
): Promise<Row[]> {
  const pool = pools.get(db);
  if (!pool) throw new Error("This database client has no pool of its own (create it with createDbClient)");
  const result = await pool.query<Row>(text, values);
  return result.rows;
}

/**
 * Whether an error is PostgreSQL refusing a statement, so that nothing of it was written (rather
 * than, say, a connection lost after the commit). Only then may a write be tried again.
 */
export function isRejectedStatement(error: unknown): boolean {
  return error instanceof pg.DatabaseError;
}

/**
 * Listens to a PostgreSQL NOTIFY channel on a connection of its own (held until `stop`), so every
 * app instance hears a change made by any other. When the connection drops, it reconnects after a
 * second and calls `onNotify` with null (whatever was missed meanwhile should be treated as changed).
 */
export function listenToChannel(
  db: Db,
  channel: string,
  onNotify: (payload: string | null) => void,
): { ready: Promise<void>; stop: () => Promise<void> } {
  const pool = pools.get(db);
  if (!pool) throw new Error("This database client has no pool of its own (create it with createDbClient)");
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`Not a channel name: ${channel}`);
  let stopped = false;
  let connection: pg.PoolClient | null = null;
  let retry: ReturnType<typeof setTimeout> | null = null;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const connect = async (): Promise<void> => {
    try {
      const client = await pool.connect();
      if (stopped) {
        client.release();
        return;
      }
      connection = client;
      client.on("notification", (message) => {
        if (message.channel === channel) onNotify(message.payload ?? "");
      });
      client.on("error", () => {
        client.release(true);
        connection = null;
        onNotify(null);
        if (!stopped) retry = setTimeout(() => void connect(), 1000);
      });
      await client.query(`LISTEN ${channel}`);
      markReady();
    } catch {
      connection = null;
      if (!stopped) retry = setTimeout(() => void connect(), 1000);
    }
  };
  void connect();

  return {
    ready,
    async stop() {
      stopped = true;
      markReady();
      if (retry) clearTimeout(retry);
      const client = connection;
      connection = null;
      if (client) {
        await client.query(`UNLISTEN ${channel}`).catch(() => undefined);
        client.release();
      }
    },
  };
}
