import { ensureInstalled, runTs } from "./bootstrap.mjs";

ensureInstalled();
runTs("scripts/bench-portal.ts");
