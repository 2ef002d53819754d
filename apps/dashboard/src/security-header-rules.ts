import {
  fontsEnv,
  publicUrlEnv,
  securityHeaders,
  stripeCspSources,
  stripeEnv,
  type CspSources,
  type HeaderRule,
} from "@parlo/validators";
import { env } from "./env";

/**
 * Routes any website may show in a frame: the website widget's chat, the share page and the Demo
 * page (see app/app/[region]/). Every other page refuses to be framed.
 */
export const FRAMED_ROUTES = [
  "/app/:region/render/:agentId/iframe",
  "/app/:region/share/:agentId",
  "/app/:region/prototype",
];

/** The preview of an agency custom tab, which may show the tab's own https page in a frame (app/app/[region]/c). */
export const EXTERNAL_FRAME_ROUTES = ["/app/:region/c/:tab+"];

/**
 * The sandboxed documents of agency custom tabs (app/api/agency/custom-tab): their HTML and script
 * get an opaque origin and may be framed only by the dashboard's own pages.
 */
export const SANDBOXED_ROUTES = ["/api/agency/custom-tab/:region/:workspaceId/:href+"];

/** Stored files (app/uploads): inert documents when opened directly, never framed. */
export const FILE_ROUTES = ["/uploads/:path+"];

/** The agency preview's Google font: the stylesheet API's origin and its font files' origin. */
function fontSources(): Pick<CspSources, "style" | "font"> {
  return {
    style: [new URL(fontsEnv.FONTS_CSS_URL.parse(env.FONTS_CSS_URL)).origin],
    font: [new URL(fontsEnv.FONTS_FILES_URL.parse(env.FONTS_FILES_URL)).origin],
  };
}

/**
 * The dashboard's security headers (next.config.ts's `headers()`, and the routes parlo-serve
 * answers without Next, see server/direct-routes.ts). `next build` skips the env's validation, so
 * the values (and their defaults) are checked here.
 */
export function dashboardSecurityHeaders(development: boolean): HeaderRule[] {
  return securityHeaders({
    publicUrl: publicUrlEnv.NEXT_PUBLIC_DASHBOARD_URL.parse(env.NEXT_PUBLIC_DASHBOARD_URL),
    development,
    // voice agents will ask for the microphone
    selfFeatures: ["microphone"],
    sources: {
      // the billing page's card form: Stripe.js, its Elements frames and the API it calls
      ...stripeCspSources({
        jsUrl: stripeEnv.STRIPE_JS_URL.parse(env.STRIPE_JS_URL),
        apiUrl: stripeEnv.STRIPE_API_URL.parse(env.STRIPE_API_URL),
      }),
      ...fontSources(),
    },
    framedRoutes: FRAMED_ROUTES,
    externalFrameRoutes: EXTERNAL_FRAME_ROUTES,
    sandboxedRoutes: SANDBOXED_ROUTES,
    fileRoutes: FILE_ROUTES,
  });
}
