/**
 * The Web Push service worker's one source and the copies the apps serve at /push-sw.js (paths
 * from the repository root). `pnpm push-worker` writes the copies; push-worker-files.test.ts fails
 * when one differs from the source.
 */
export const PUSH_WORKER_SOURCE = "packages/app-ui/src/notifications/push-sw.js";
export const PUSH_WORKER_COPIES = ["apps/dashboard/public/push-sw.js", "apps/portal/public/push-sw.js"] as const;
/** where the browser registers it: at the root, so that its scope is the whole app */
export const PUSH_WORKER_URL = "/push-sw.js";
