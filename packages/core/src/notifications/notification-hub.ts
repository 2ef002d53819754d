import { listenToChannel, type RegionalDb } from "@parlo/db";
import { NOTIFICATIONS_CHANNEL } from "@parlo/validators";
import { z } from "zod";

const ZSignal = z.object({ recipients: z.array(z.string()) });

export interface NotificationHub {
  /** calls `onSignal` whenever `recipient` has something new (or the connection was lost: refresh); answers an unsubscribe */
  subscribe: (recipient: string, onSignal: () => void) => () => void;
  /** how many streams are open */
  size: () => number;
  ready: Promise<void>;
  stop: () => Promise<void>;
}

/**
 * An app instance's ear for notifications: one LISTEN connection per regional database, fanning a
 * NOTIFY out to the streams open for its recipients. A dropped connection signals every stream
 * (whatever came meanwhile is read again).
 */
export function startNotificationHub(db: RegionalDb): NotificationHub {
  const subscribers = new Map<string, Set<() => void>>();
  const signal = (recipient: string) => {
    for (const onSignal of subscribers.get(recipient) ?? []) onSignal();
  };
  const listeners = db.all().map(([, client]) =>
    listenToChannel(client, NOTIFICATIONS_CHANNEL, (payload) => {
      if (payload === null) {
        for (const recipient of subscribers.keys()) signal(recipient);
        return;
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(payload);
      } catch {
        return;
      }
      const result = ZSignal.safeParse(parsed);
      if (result.success) for (const recipient of result.data.recipients) signal(recipient);
    }),
  );
  return {
    subscribe(recipient, onSignal) {
      const set = subscribers.get(recipient) ?? new Set();
      set.add(onSignal);
      subscribers.set(recipient, set);
      return () => {
        set.delete(onSignal);
        if (set.size === 0) subscribers.delete(recipient);
      };
    },
    size: () => [...subscribers.values()].reduce((total, set) => total + set.size, 0),
    ready: Promise.all(listeners.map((listener) => listener.ready)).then(() => undefined),
    async stop() {
      await Promise.all(listeners.map((listener) => listener.stop()));
      subscribers.clear();
    },
  };
}

const hubs = new WeakMap<RegionalDb, NotificationHub>();

/** This process's hub for a database client (started on first use, then shared by its streams). */
export function notificationHubFor(db: RegionalDb): NotificationHub {
  let hub = hubs.get(db);
  if (!hub) {
    hub = startNotificationHub(db);
    hubs.set(db, hub);
  }
  return hub;
}

/** Stops this process's hub for a database client (before the client disconnects: its LISTEN connection). */
export async function stopNotificationHubFor(db: RegionalDb): Promise<void> {
  const hub = hubs.get(db);
  hubs.delete(db);
  await hub?.stop();
}
