import path from "node:path";
import { APPS, type AppName } from "./paths";
import { startProcess, waitForHealthy } from "./processes";

/** Starts one Next app (`next dev`, or `next start` on a production build) and waits for /api/health. */
export async function startApp(
  name: AppName,
  options: { mode: "dev" | "start"; env: NodeJS.ProcessEnv; port?: number; quiet?: boolean },
) {
  const app = APPS[name];
  const port = options.port ?? app.port;
  startProcess(
    name,
    path.join(app.dir, "node_modules/.bin/next"),
    [options.mode, "--port", String(port), "--hostname", "localhost"],
    {
      cwd: app.dir,
      env: { ...options.env, PORT: String(port), NODE_ENV: options.mode === "dev" ? "development" : "production" },
      quiet: options.quiet,
    },
  );
  const url = `http://localhost:${port}`;
  await waitForHealthy(`${url}/api/health`);
  return url;
}
