import path from "node:path";
import { APPS, ROOT, type AppName } from "./paths";
import { startProcess, waitForHealthy } from "./processes";

/** The apps' server (packages/http-server): Next.js behind a server that knows each client's address. */
export const APP_SERVER = path.join(ROOT, "packages/http-server/dist/main.js");

/**
 * Starts one Next app (development, or a production build) through parlo-serve and waits for
 * /api/health. parlo-serve must be built (`pnpm --filter @parlo/http-server build`, part of the build).
 */
export async function startApp(
  name: AppName,
  options: {
    mode: "dev" | "start";
    env: NodeJS.ProcessEnv;
    port?: number;
    quiet?: boolean;
    /** the app's output goes to this file instead of the console */
    logFile?: string;
    /** flags for node itself (e.g. --cpu-prof), which NODE_OPTIONS does not take */
    nodeArgs?: string[];
  },
) {
  const app = APPS[name];
  const port = options.port ?? app.port;
  const serverArgs = ["--dir", app.dir, "--port", String(port), "--hostname", "localhost"];
  startProcess(
    name,
    process.execPath,
    [...(options.nodeArgs ?? []), APP_SERVER, ...(options.mode === "dev" ? ["--dev"] : []), ...serverArgs],
    {
      cwd: app.dir,
      env: { ...options.env, PORT: String(port), NODE_ENV: options.mode === "dev" ? "development" : "production" },
      quiet: options.quiet,
      logFile: options.logFile,
    },
  );
  const url = `http://localhost:${port}`;
  await waitForHealthy(`${url}/api/health`);
  return url;
}
