import type { EmbeddedServer } from "./embedded-server";

export interface EmbeddedServerWatch {
  /** stops watching, once a restart under way has ended (await it before stopping the server on purpose) */
  stop(): Promise<void>;
}

export interface WatchEmbeddedServerOptions {
  log: (line: string) => void;
  /** the server died again after its restart, or could not be restarted: why, in a few words */
  onStopped: (reason: string) => void;
  /** how often the server's process is looked at; 1 s by default */
  intervalMs?: number;
}

/**
 * A deliberate stop (Ctrl+C reaches PostgreSQL too) is told apart from a death by waiting this
 * long before acting: by then the run command has handled its own signal and stopped watching.
 */
const SETTLE_MS = 250;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Watches the run command's embedded PostgreSQL: when its process dies it is started again once,
 * with a log line; when it dies a second time, or cannot be started again, `onStopped` is told
 * (once) and watching ends.
 */
export function watchEmbeddedServer(server: EmbeddedServer, options: WatchEmbeddedServerOptions): EmbeddedServerWatch {
  const intervalMs = options.intervalMs ?? 1000;
  let watching = true;
  let restarted = false;
  let timer: NodeJS.Timeout | undefined;
  let checking: Promise<void> = Promise.resolve();

  const schedule = () => {
    if (!watching) return;
    timer = setTimeout(() => {
      checking = check();
    }, intervalMs).unref();
  };
  const giveUp = (reason: string) => {
    watching = false;
    options.onStopped(reason);
  };

  const check = async () => {
    if (server.isRunning()) return schedule();
    const pid = server.pid();
    await pause(SETTLE_MS);
    if (!watching) return;
    if (restarted) return giveUp(`process ${pid} exited again after a restart`);
    restarted = true;
    options.log(`The embedded PostgreSQL stopped unexpectedly (process ${pid} exited); restarting it once.`);
    try {
      await server.restart();
    } catch (error) {
      return giveUp(`it could not be restarted: ${error instanceof Error ? error.message : String(error)}`);
    }
    if (!watching) return;
    options.log(`The embedded PostgreSQL is running again (process ${server.pid()}, port ${server.port}).`);
    schedule();
  };

  schedule();
  return {
    stop: async () => {
      watching = false;
      clearTimeout(timer);
      await checking;
    },
  };
}
