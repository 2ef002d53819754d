import { spawn, type ChildProcess } from "node:child_process";
import { appendFileSync } from "node:fs";

const children = new Set<ChildProcess>();

/**
 * Starts a long-running child process whose output is prefixed with its name: on the console, or
 * only in `logFile` when given, or nowhere when `quiet`.
 */
export function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; quiet?: boolean; logFile?: string },
): ChildProcess {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  children.add(child);
  const prefix = `[${name}] `;
  const forward = (stream: NodeJS.WritableStream) => (chunk: Buffer) => {
    const text = prefix + chunk.toString().replace(/\n(?=.)/g, `\n${prefix}`);
    if (options.logFile) {
      try {
        appendFileSync(options.logFile, text);
      } catch {
        // a log that cannot be written must not stop the process that reads it
      }
    } else if (!options.quiet) stream.write(text);
  };
  child.stdout?.on("data", forward(process.stdout));
  child.stderr?.on("data", forward(process.stderr));
  child.on("exit", () => children.delete(child));
  return child;
}

/** Stops every started child process (and its process group). */
export async function stopAllProcesses(): Promise<void> {
  const waits = [...children].map(
    (child) =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.pid === undefined) return resolve();
        child.once("exit", () => resolve());
        try {
          process.kill(-child.pid, "SIGTERM");
        } catch {
          resolve();
        }
        setTimeout(() => {
          try {
            if (child.pid !== undefined) process.kill(-child.pid, "SIGKILL");
          } catch {
            // already gone
          }
          resolve();
        }, 5000).unref();
      }),
  );
  await Promise.all(waits);
}

/** Polls a URL until it answers 200, or fails after the timeout. */
export async function waitForHealthy(url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = "no answer";
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
      if (response.ok) return;
      last = `HTTP ${response.status}: ${(await response.text()).slice(0, 300)}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become healthy within ${timeoutMs / 1000}s (${last})`);
}
