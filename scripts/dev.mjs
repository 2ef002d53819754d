import { ensureInstalled, runTs } from "./bootstrap.mjs";

ensureInstalled();
runTs("scripts/dev.ts");
