/**
 * Runs in <head> before any of the app's scripts. The first time Zod parses an object it tries
 * `new Function` to compile a faster parser; the Content-Security-Policy (no 'unsafe-eval') refuses
 * it, and although Zod falls back, the browser reports a policy violation on every page that
 * validates. This sets `z.config({ jitless: true })` on the global object Zod reads its config from
 * (`__zod_globalConfig`), before any Zod module loads, without adding Zod code to every page.
 * e2e/security-headers.spec.ts fails if a page reports the violation again (e.g. after a Zod upgrade
 * renames the global).
 */
export const zodJitlessScript = "globalThis.__zod_globalConfig={...globalThis.__zod_globalConfig,jitless:true};";
