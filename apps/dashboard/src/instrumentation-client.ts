import type { $ZodConfig } from "zod/v4/core";

declare global {
  /** Zod's global configuration: every copy of Zod on the page creates it once and shares it. */
  var __zod_globalConfig: $ZodConfig | undefined;
}

/*
 * Runs in the browser before the app's own code. The first time Zod parses an object it tries
 * `new Function` to compile a faster parser; the Content-Security-Policy (no 'unsafe-eval') refuses
 * it, and although Zod falls back, the browser reports a policy violation on every page that
 * validates. So Zod parses without compiling (`z.config({ jitless: true })`, set here on the object
 * Zod reads it from, so that this runs before any Zod module and adds no Zod code to every page).
 * e2e/security-headers.spec.ts fails if a page reports the violation again.
 */
globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
