/**
 * Caddy in front of the portal for the e2e tier: on-demand TLS from Caddy's internal CA for the
 * hosts the portal's `ask` endpoint allows (the verified agency domains), as in production
 * (deploy/Caddyfile) but without ACME and on ports of the stack's own.
 */
import { spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import path from "node:path";
import { ROOT } from "./paths";
import { startProcess } from "./processes";

/**
 * The Caddy binary: CADDY_PATH, or Debian's /usr/bin/caddy, installed with apt when missing and
 * running as root (like Chromium: the machine reaches Debian's repositories, not GitHub).
 */
export function ensureCaddy(): string {
  const binary = process.env.CADDY_PATH ?? "/usr/bin/caddy";
  if (existsSync(binary)) return binary;
  if (process.getuid?.() !== 0 || process.env.CADDY_PATH) {
    throw new Error(
      `Caddy not found at ${binary}. Install it (Debian/Ubuntu: apt-get install caddy) or set CADDY_PATH.`,
    );
  }
  console.log("[test] Installing Caddy from Debian's packages...");
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", "--no-install-recommends", "caddy"],
  ]) {
    const result = spawnSync("apt-get", args, {
      stdio: "inherit",
      env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
    });
    if (result.status !== 0) throw new Error(`apt-get ${args.join(" ")} failed`);
  }
  if (!existsSync(binary)) throw new Error(`Caddy still missing at ${binary} after apt-get install`);
  return binary;
}

export interface CaddyOptions {
  /** where TLS is served (the stand-in for 443) */
  httpsPort: number;
  /** where Caddy's HTTP->HTTPS redirects listen (the stand-in for 80) */
  httpPort: number;
  /** the on-demand TLS question, e.g. http://localhost:4101/api/tls/ask (Caddy adds ?domain=) */
  askUrl: string;
  /** host:port of the portal */
  upstream: string;
  /** certificates, the internal CA and Caddy's own config files (a fresh directory per run) */
  storageDir: string;
  /** Caddy's output (test-logs/caddy.log) */
  logFile?: string;
  /** the binary (ensureCaddy()) */
  binary?: string;
}

export interface RunningCaddy {
  /** the internal CA's root certificate (PEM): what clients trust to talk to the custom domains */
  caCertPath: string;
  stop(): Promise<void>;
}

/**
 * The test Caddyfile: no admin endpoint (so stacks never share one), local addresses only, no
 * attempt to install the CA into the system's trust store, and certificates issued on the first
 * handshake of a host only when the portal's `ask` endpoint answers 200 for it.
 */
export function testCaddyfile(options: CaddyOptions): string {
  return `{
	admin off
	default_bind 127.0.0.1
	skip_install_trust
	storage file_system ${options.storageDir}
	http_port ${options.httpPort}
	https_port ${options.httpsPort}
	servers {
		protocols h1 h2
	}
	on_demand_tls {
		ask ${options.askUrl}
	}
}

https:// {
	tls internal {
		on_demand
	}
	reverse_proxy ${options.upstream}
}
`;
}

/** Whether something accepts TCP connections on 127.0.0.1:port. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}

const hasExited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Waits for Caddy to listen on its HTTPS port with its CA created; fails when it exits first. */
async function waitUntilServing(child: ChildProcess, port: number, caCertPath: string, logFile?: string) {
  const deadline = Date.now() + 30_000;
  const where = logFile ? ` (see ${path.relative(ROOT, logFile)})` : "";
  while (Date.now() < deadline) {
    if (hasExited(child)) throw new Error(`Caddy exited (${child.exitCode ?? child.signalCode})${where}`);
    if ((await accepts(port)) && existsSync(caCertPath)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Caddy did not listen on port ${port} with its CA at ${caCertPath} within 30s${where}`);
}

/** Starts Caddy with the test Caddyfile and waits until it serves. */
export async function startCaddy(options: CaddyOptions): Promise<RunningCaddy> {
  for (const port of [options.httpsPort, options.httpPort]) {
    if (await accepts(port)) throw new Error(`Port ${port} is taken: Caddy cannot listen there (another stack?)`);
  }
  mkdirSync(options.storageDir, { recursive: true });
  const config = path.join(options.storageDir, "Caddyfile");
  writeFileSync(config, testCaddyfile(options));
  const child = startProcess(
    "caddy",
    options.binary ?? ensureCaddy(),
    ["run", "--config", config, "--adapter", "caddyfile"],
    {
      cwd: options.storageDir,
      // Caddy's autosaved config and data stay in the storage directory, not in the user's home
      env: { ...process.env, XDG_CONFIG_HOME: options.storageDir, XDG_DATA_HOME: options.storageDir },
      logFile: options.logFile,
    },
  );
  const exited = new Promise<void>((resolve) => {
    if (hasExited(child)) resolve();
    else child.once("exit", () => resolve());
  });
  const stop = async () => {
    if (!hasExited(child) && child.pid !== undefined) {
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
    await exited;
  };
  const caCertPath = path.join(options.storageDir, "pki/authorities/local/root.crt");
  try {
    await waitUntilServing(child, options.httpsPort, caCertPath, options.logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { caCertPath, stop };
}
