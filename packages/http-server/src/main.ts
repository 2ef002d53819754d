/**
 * `parlo-serve [--dev] [--dir <app folder>] [--port <n>] [--hostname <host>]`: runs a Next app
 * (production build, or development with --dev) behind the server that resolves client addresses.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { serverEnv } from "./env";
import { serveNextApp } from "./serve-next-app";

const { values } = parseArgs({
  options: {
    dev: { type: "boolean", default: false },
    dir: { type: "string", default: "." },
    port: { type: "string", default: "3000" },
    hostname: { type: "string", default: "localhost" },
  },
});

try {
  const { TRUSTED_PROXY_HOPS } = serverEnv();
  const port = Number(values.port);
  const { close } = await serveNextApp({
    dir: path.resolve(values.dir),
    port,
    hostname: values.hostname,
    dev: values.dev,
    trustedProxyHops: TRUSTED_PROXY_HOPS,
  });
  console.log(
    `Ready on http://${values.hostname}:${port} (${values.dev ? "development" : "production"}; trusted proxy hops: ${TRUSTED_PROXY_HOPS})`,
  );
  let closing = false;
  const stop = () => {
    if (closing) return;
    closing = true;
    close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
