/**
 * `pnpm db:migrate`: applies the committed migrations to DATABASE_URL_EU and DATABASE_URL_NA, or
 * to the embedded development databases when neither is set (the dev server must not be running).
 */
import path from "node:path";
import { prepareDatabases } from "./stack/databases";
import { DATA_DIR, DEV_PG_PORT } from "./stack/paths";

const databases = await prepareDatabases({
  configured: { eu: process.env.DATABASE_URL_EU, na: process.env.DATABASE_URL_NA },
  embedded: { dataDir: path.join(DATA_DIR, "postgres"), port: DEV_PG_PORT, persistent: true },
  log: (line) => console.log(line),
});
await databases.server?.stop();
