import type PgBoss from "pg-boss";

/** PostgreSQL's "deadlock detected". */
const DEADLOCK = "40P01";
const ATTEMPTS = 5;

/** The tail of each pg-boss instance's queue creations: they run one after another. */
const chains = new WeakMap<PgBoss, Promise<unknown>>();
/** The queues already created (or being created) on each pg-boss instance, by name. */
const ensured = new WeakMap<PgBoss, Map<string, Promise<void>>>();

function isDeadlock(error: unknown): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === DEADLOCK;
}

async function createOrUpdate(boss: PgBoss, queue: PgBoss.Queue): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await boss.createQueue(queue.name, queue);
      await boss.updateQueue(queue.name, queue);
      return;
    } catch (error) {
      if (!isDeadlock(error) || attempt >= ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 50));
    }
  }
}

/**
 * Creates the queues in a pg-boss instance, or gives existing ones these options, once per instance
 * and queue. pg-boss's create_queue is not locked, and two creations at once on a fresh schema
 * deadlock (each inserts its queue row, then adds a foreign key to the queue table), so the
 * creations of one instance run one after another and a deadlock with another process is retried.
 */
export function ensureQueues(boss: PgBoss, queues: readonly PgBoss.Queue[]): Promise<void> {
  let known = ensured.get(boss);
  if (!known) {
    known = new Map();
    ensured.set(boss, known);
  }
  const byName = known;
  const pending = queues.map((queue) => {
    let created = byName.get(queue.name);
    if (!created) {
      const previous = chains.get(boss) ?? Promise.resolve();
      created = previous.catch(() => undefined).then(() => createOrUpdate(boss, queue));
      chains.set(boss, created);
      byName.set(queue.name, created);
      // a failed creation is not kept: the next use tries again
      created.catch(() => byName.delete(queue.name));
    }
    return created;
  });
  return Promise.all(pending).then(() => undefined);
}
