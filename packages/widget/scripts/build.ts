/**
 * Builds dist/widget.js (the loader) and dist/chat.js (the chat UI) — run by turbo's `build`
 * before the dashboard's, and by the dashboard in development.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { buildChat, CHAT_DIST, CHAT_MAX_GZIP_BYTES } from "../src/build/build-chat";
import { buildWidget, WIDGET_DIST, WIDGET_MAX_GZIP_BYTES } from "../src/build/build-widget";

const bundles = [
  { name: "widget.js", dist: WIDGET_DIST, budget: WIDGET_MAX_GZIP_BYTES, build: buildWidget },
  { name: "chat.js", dist: CHAT_DIST, budget: CHAT_MAX_GZIP_BYTES, build: buildChat },
];
let over = false;
for (const bundle of bundles) {
  const { code, bytes, gzipBytes } = await bundle.build();
  await mkdir(path.dirname(bundle.dist), { recursive: true });
  await writeFile(bundle.dist, code);
  console.log(`${bundle.name}: ${bytes} bytes, ${gzipBytes} bytes gzipped (budget ${bundle.budget})`);
  if (gzipBytes > bundle.budget) {
    console.error(`${bundle.name} is over its size budget`);
    over = true;
  }
}
if (over) process.exit(1);
