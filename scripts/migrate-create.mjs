import { ensureInstalled, runTs } from "./bootstrap.mjs";

ensureInstalled();
runTs("scripts/migrate-create.ts");
