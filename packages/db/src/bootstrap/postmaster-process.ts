import { readFile } from "node:fs/promises";
import path from "node:path";

/**
 * The process id PostgreSQL wrote on the first line of {dataDir}/postmaster.pid when it started,
 * or null when there is no such file (the server is not running or stopped cleanly).
 */
export async function readPostmasterPid(dataDir: string): Promise<number | null> {
  const text = await readFile(path.join(dataDir, "postmaster.pid"), "utf8").catch(() => null);
  const pid = Number.parseInt(text?.split("\n", 1)[0] ?? "", 10);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/** Whether a process with this id exists (signal 0 only checks; EPERM means it exists as another user). */
export function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error instanceof Error && "code" in error && error.code === "EPERM";
  }
}
