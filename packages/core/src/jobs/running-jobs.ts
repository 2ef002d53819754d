/** The job runs a worker has under way, so that stopping it can wait for them. */
export interface RunningJobs {
  /** counts a run as under way until it settles; answers what it answers */
  track<T>(run: Promise<T>): Promise<T>;
  /** waits until every run under way has settled, or `timeoutMs` has passed */
  settle(timeoutMs?: number): Promise<void>;
}

export function runningJobs(): RunningJobs {
  const active = new Set<Promise<unknown>>();
  return {
    async track(run) {
      active.add(run);
      try {
        return await run;
      } finally {
        active.delete(run);
      }
    },
    async settle(timeoutMs) {
      const settled = Promise.allSettled([...active]);
      if (timeoutMs === undefined) {
        await settled;
        return;
      }
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([settled, new Promise((resolve) => (timer = setTimeout(resolve, timeoutMs)))]);
      clearTimeout(timer);
    },
  };
}
