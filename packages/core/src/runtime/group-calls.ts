/**
 * Group commit for the chat's hot path: calls that arrive while a batch is in the database wait and
 * go together in the next one, so under load many turns share one statement, one round trip and
 * one commit, while a lone call still goes at once (no added wait when the server is quiet).
 *
 * `run` gets the items in arrival order and answers one result per item, in the same order. When a
 * batch of several fails with an error that `retryAlone` accepts (by default any), each of its
 * items is run alone, so one bad item (a conversation deleted meanwhile, say) fails only its own
 * call; other errors fail the whole batch (writes pass only errors that prove nothing was written).
 */
export function groupCalls<I, O>(
  run: (items: I[]) => Promise<O[]>,
  options: { maxBatch?: number; retryAlone?: (error: unknown) => boolean } = {},
): (item: I) => Promise<O> {
  const maxBatch = Math.max(1, options.maxBatch ?? 64);
  interface Waiting {
    item: I;
    resolve: (value: O) => void;
    reject: (error: unknown) => void;
  }
  let queue: Waiting[] = [];
  let running = false;

  const runAlone = async (call: Waiting) => {
    try {
      const [result] = await run([call.item]);
      if (result === undefined) throw new Error("A grouped call returned no result");
      call.resolve(result);
    } catch (error) {
      call.reject(error);
    }
  };

  const runBatch = async (batch: Waiting[]) => {
    if (batch.length === 1 && batch[0]) return runAlone(batch[0]);
    let results: O[];
    try {
      results = await run(batch.map((call) => call.item));
      if (results.length !== batch.length) throw new Error("A grouped call returned the wrong number of results");
    } catch (error) {
      if (options.retryAlone?.(error) ?? true) await Promise.all(batch.map(runAlone));
      else for (const call of batch) call.reject(error);
      return;
    }
    batch.forEach((call, index) => {
      const result = results[index];
      if (result === undefined) call.reject(new Error("A grouped call returned no result"));
      else call.resolve(result);
    });
  };

  const drain = async () => {
    running = true;
    while (queue.length > 0) {
      const batch = queue.slice(0, maxBatch);
      queue = queue.slice(batch.length);
      await runBatch(batch);
    }
    running = false;
  };

  return (item) =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      if (!running) void drain();
    });
}

/** One grouped function per database client (each region's client has its own batches). */
export function groupedPerClient<K extends object, I, O>(
  make: (client: K) => (item: I) => Promise<O>,
): (client: K, item: I) => Promise<O> {
  const grouped = new WeakMap<K, (item: I) => Promise<O>>();
  return (client, item) => {
    let call = grouped.get(client);
    if (!call) {
      call = make(client);
      grouped.set(client, call);
    }
    return call(item);
  };
}
