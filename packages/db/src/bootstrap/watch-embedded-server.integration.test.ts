import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startEmbeddedServer, type EmbeddedServer } from "./embedded-server";
import { freePort } from "./free-port";
import { watchEmbeddedServer, type EmbeddedServerWatch } from "./watch-embedded-server";

async function selectOne(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    const result = await client.query<{ one: number }>("SELECT 1 AS one");
    return result.rows[0]?.one ?? 0;
  } finally {
    await client.end();
  }
}

function killPostgres(server: EmbeddedServer): number {
  const pid = server.pid();
  if (pid === null) throw new Error("the embedded PostgreSQL has no process id");
  process.kill(pid, "SIGKILL");
  return pid;
}

describe("watchEmbeddedServer", () => {
  let dir: string;
  let server: EmbeddedServer;
  let watch: EmbeddedServerWatch | undefined;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "parlo-watch-"));
    server = await startEmbeddedServer({ dataDir: path.join(dir, "pg"), port: await freePort(), persistent: false });
  });

  afterAll(async () => {
    await watch?.stop();
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it("restarts a killed embedded PostgreSQL once, and reports the second death", { timeout: 60_000 }, async () => {
    const lines: string[] = [];
    const onStopped = vi.fn<(reason: string) => void>();
    watch = watchEmbeddedServer(server, { log: (line) => lines.push(line), onStopped, intervalMs: 100 });
    expect(await selectOne(server.url)).toBe(1);

    const first = killPostgres(server);
    await vi.waitFor(
      async () => {
        expect(server.pid()).not.toBe(first);
        expect(server.isRunning()).toBe(true);
        expect(await selectOne(server.url)).toBe(1);
      },
      { timeout: 30_000, interval: 200 },
    );
    expect(lines).toEqual([
      expect.stringMatching(
        /^The embedded PostgreSQL stopped unexpectedly \(process \d+ exited\); restarting it once\.$/,
      ),
      expect.stringMatching(/^The embedded PostgreSQL is running again/),
    ]);
    expect(onStopped).not.toHaveBeenCalled();

    const second = killPostgres(server);
    await vi.waitFor(() => expect(onStopped).toHaveBeenCalledOnce(), { timeout: 15_000, interval: 100 });
    expect(onStopped).toHaveBeenCalledWith(`process ${second} exited again after a restart`);
    expect(server.isRunning()).toBe(false);
    expect(lines).toHaveLength(2);
  });
});
