/** `pnpm push-worker`: copies the Web Push service worker's one source to the public/ folder of each app. */
import { copyFileSync, mkdirSync } from "node:fs";
import path from "node:path";
import { PUSH_WORKER_COPIES, PUSH_WORKER_SOURCE } from "../packages/app-ui/src/notifications/push-worker-files";
import { ROOT } from "./stack/paths";

for (const copy of PUSH_WORKER_COPIES) {
  mkdirSync(path.dirname(path.join(ROOT, copy)), { recursive: true });
  copyFileSync(path.join(ROOT, PUSH_WORKER_SOURCE), path.join(ROOT, copy));
  console.log(`${PUSH_WORKER_SOURCE} -> ${copy}`);
}
