import type { Server } from "node:http";
import { createRequire } from "node:module";
import path from "node:path";
import type createNextServer from "next";
import { createAppServer } from "./create-app-server";

type NextFactory = typeof createNextServer;

function isNextFactory(value: unknown): value is NextFactory {
  return typeof value === "function";
}

/** The app's own copy of Next.js (the one its build was made with), whatever resolves from here. */
function loadNext(appDir: string): NextFactory {
  const loaded: unknown = createRequire(path.join(appDir, "package.json"))("next");
  if (isNextFactory(loaded)) return loaded;
  throw new Error(`Next.js could not be loaded from ${appDir}`);
}

export interface ServeOptions {
  /** the Next app's folder */
  dir: string;
  port: number;
  hostname: string;
  dev: boolean;
  /** how many proxies in front of the app append to X-Forwarded-For (0: none, the header is ignored) */
  trustedProxyHops: number;
}

/**
 * Serves a Next app like `next start` / `next dev`, but in front of it resolves each request's
 * client address from the connection (and the trusted proxy hops) and hands it to the app through
 * requestClientAddress(). X-Forwarded-For is rewritten to that one address, so nothing downstream
 * sees what the client wrote there.
 */
export async function serveNextApp(options: ServeOptions): Promise<{ server: Server; close: () => Promise<void> }> {
  const next = loadNext(options.dir);
  const app = next({
    dev: options.dev,
    dir: options.dir,
    hostname: options.hostname,
    port: options.port,
    ...(options.dev ? { turbopack: true } : {}),
  });
  await app.prepare();
  const server = createAppServer({ handle: app.getRequestHandler(), trustedProxyHops: options.trustedProxyHops });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.hostname, () => resolve());
  });
  const close = async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await app.close();
  };
  return { server, close };
}
