import path from "node:path";
import { APPS, type AppName } from "./paths";
import { startProcess, waitForHealthy } from "./processes";

/** Starts one Next app (`next dev`, or `next start` on a production build) and waits for /api/health. */
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
  const nextArgs = [options.mode, "--port", String(port), "--hostname", "localhost"];
  const nextBin = path.join(app.dir, "node_modules/next/dist/bin/next");
  startProcess(
    name,
    options.nodeArgs ? process.execPath : path.join(app.dir, "node_modules/.bin/next"),
    options.nodeArgs ? [...options.nodeArgs, nextBin, ...nextArgs] : nextArgs,
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
