import { createDbClient, type Db } from "./client";
import { REGIONS, type Region } from "./regions";

export type DatabaseUrls = Record<Region, string>;

/** Hands out the database client of a region. One per process (see apps' server/db.ts). */
export interface RegionalDb {
  for(region: Region): Db;
  /** [region, client] pairs, for look-ups done in every region */
  all(): Array<[Region, Db]>;
  disconnect(): Promise<void>;
}

export function createRegionalDb(urls: DatabaseUrls): RegionalDb {
  const clients = new Map<Region, Db>();
  const get = (region: Region): Db => {
    let client = clients.get(region);
    if (!client) {
      client = createDbClient(urls[region]);
      clients.set(region, client);
    }
    return client;
  };
  return {
    for: get,
    all: () => REGIONS.map((region) => [region, get(region)]),
    async disconnect() {
      await Promise.all([...clients.values()].map((client) => client.$disconnect()));
      clients.clear();
    },
  };
}
