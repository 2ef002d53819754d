import { createRegionalDb, type RegionalDb } from "@parlo/db";
import { env } from "@/env";

// One set of database clients per process; kept on globalThis so dev reloads reuse it.
const cache: typeof globalThis & { parloRegionalDb?: RegionalDb } = globalThis;

export const db: RegionalDb = (cache.parloRegionalDb ??= createRegionalDb({
  eu: env.DATABASE_URL_EU,
  na: env.DATABASE_URL_NA,
}));
