import type { RegionalDb } from "@parlo/db";
import webpush from "web-push";
import type { VapidKeys } from "./web-push-config";

/**
 * The stored pair, generated and stored first when there is none: in the `eu` database (one pair
 * for the platform, whatever region a workspace is in). Race-safe: every caller inserts its own
 * fresh pair with ON CONFLICT DO NOTHING, then all read the one row that won.
 */
export async function loadOrCreateVapidKeys(db: RegionalDb): Promise<VapidKeys> {
  const eu = db.for("eu");
  const read = () =>
    eu.pushVapidKeys.findUnique({
      where: { id: 1 },
      // asked for by name: the client's global omit leaves the private key out otherwise
      select: { publicKey: true, privateKey: true },
    });
  const stored = await read();
  if (stored) return stored;
  const fresh = webpush.generateVAPIDKeys();
  await eu.$executeRaw`
    INSERT INTO "PushVapidKeys" ("id", "publicKey", "privateKey")
    VALUES (1, ${fresh.publicKey}, ${fresh.privateKey})
    ON CONFLICT ("id") DO NOTHING`;
  const won = await read();
  if (!won) throw new Error("The VAPID key pair could not be stored.");
  return won;
}

const stored = new WeakMap<RegionalDb, Promise<VapidKeys>>();

/**
 * The platform's VAPID pair: the configured one (VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY), else the
 * stored one, read once per process (and per database client) and kept: it never changes.
 */
export function platformVapidKeys(db: RegionalDb, configured: VapidKeys | null | undefined): Promise<VapidKeys> {
  if (configured) return Promise.resolve(configured);
  let keys = stored.get(db);
  if (!keys) {
    keys = loadOrCreateVapidKeys(db);
    stored.set(db, keys);
    // a failed read is tried again by the next caller
    keys.catch(() => stored.delete(db));
  }
  return keys;
}

/** The public key browsers subscribe with (the private key stays in this process). */
export async function pushPublicKey(options: {
  db: RegionalDb;
  webPush?: { keys: VapidKeys | null } | null;
}): Promise<{ publicKey: string }> {
  const { publicKey } = await platformVapidKeys(options.db, options.webPush?.keys);
  return { publicKey };
}
