/** Builds dist/widget.js (run by turbo's `build` before the dashboard's, and by the dashboard in development). */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { buildWidget, WIDGET_DIST, WIDGET_MAX_GZIP_BYTES } from "../src/build/build-widget";

const { code, bytes, gzipBytes } = await buildWidget();
await mkdir(path.dirname(WIDGET_DIST), { recursive: true });
await writeFile(WIDGET_DIST, code);
console.log(`widget.js: ${bytes} bytes, ${gzipBytes} bytes gzipped (budget ${WIDGET_MAX_GZIP_BYTES})`);
if (gzipBytes > WIDGET_MAX_GZIP_BYTES) {
  console.error("widget.js is over its size budget");
  process.exit(1);
}
