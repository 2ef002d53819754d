import { ensureInstalled, runTs } from "./bootstrap.mjs";

ensureInstalled();
runTs("scripts/bench-onboarding.ts");
