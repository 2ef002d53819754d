/** Builds dist/main.js (run by turbo's `build` before the apps', and by `npm run dev`). */
import { buildServer } from "./build-server";

console.log(`parlo-serve: ${await buildServer()}`);
