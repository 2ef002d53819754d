/**
 * Runs once when a Next server process starts: in the Node.js runtime it validates the
 * configuration (a refused variable stops the server), hands parlo-serve the routes it answers
 * itself in production (server/direct-routes.ts) and starts the background jobs (server/jobs.ts). Never in the Edge runtime, and not while `next build` loads the app.
 */
export async function register(): Promise<void> {
  // eslint-disable-next-line no-restricted-properties -- set by Next itself (and compiled away per runtime)
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  // eslint-disable-next-line no-restricted-properties -- set by Next itself, before the env module can load
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { loadEnvOrExit } = await import("./server/load-env-or-exit");
  await loadEnvOrExit();
  // eslint-disable-next-line no-restricted-properties -- set by Next itself: a production server, not `next dev`
  if (process.env.NODE_ENV === "production") {
    const { registerDirectRoutes } = await import("./server/direct-routes");
    registerDirectRoutes();
  }
  try {
    const { startJobs } = await import("./server/jobs");
    startJobs();
  } catch (error) {
    console.error("instrumentation: the background jobs did not start:", error);
  }
}
