import { ensureInstalled, runTs } from "./bootstrap.mjs";

ensureInstalled();
runTs("scripts/migrate-apply.ts");
