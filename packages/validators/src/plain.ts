/**
 * `@parlo/validators/plain`: the constants, messages and checks that code running in a visitor's
 * browser shares with the server, without zod (the chat bundle must stay small; plain.test.ts
 * proves no module here reaches zod). Types come from the main entry with `import type`.
 */
export * from "./agent-platforms";
export * from "./country-name";
export * from "./lead-rules";
export * from "./nul-check";
export * from "./runtime-constants";
export * from "./theme-colors";
export * from "./website-script";
