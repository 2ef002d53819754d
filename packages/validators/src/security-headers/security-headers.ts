import { contentSecurityPolicy, type CspSources } from "./content-security-policy";

/** One entry of a Next.js config's `headers()`: the headers sent on the paths `source` matches. */
export type HeaderRule = { source: string; headers: { key: string; value: string }[] };

/** Browser features the Permissions-Policy names; each is off unless the app uses it itself. */
const FEATURES = ["camera", "microphone", "geolocation", "usb"] as const;
export type PolicyFeature = (typeof FEATURES)[number];

export type SecurityHeadersOptions = {
  /** the app's public URL; https adds Strict-Transport-Security */
  publicUrl: string;
  /** `next dev` (its tooling needs 'unsafe-eval') */
  development: boolean;
  /** features the app's own pages may use (`feature=(self)`); the other features are off */
  selfFeatures?: readonly PolicyFeature[];
  /** origins besides the app's own that its pages load scripts and frames from or connect to */
  sources?: CspSources;
  /**
   * Routes any website may show in a frame, as Next.js route patterns of literal and `:param`
   * segments (`/app/:region/share/:agentId`). Every other path refuses to be framed.
   */
  framedRoutes?: readonly string[];
};

const ALL_PATHS = "/:path*";
const LITERAL_SEGMENT = /^[A-Za-z0-9_~-]+(?:\.[A-Za-z0-9_~-]+)*$/;
const PARAM_SEGMENT = /^:[A-Za-z][A-Za-z0-9_]*$/;

/** A route pattern (`/app/:region/prototype`) as a regular expression of the path after its first slash. */
function routeExpression(route: string): string {
  const segments = route.split("/").slice(1);
  if (!route.startsWith("/") || segments.length === 0) throw new Error(`Not a route pattern: ${route}`);
  return segments
    .map((segment) => {
      if (PARAM_SEGMENT.test(segment)) return "[^/]+";
      if (LITERAL_SEGMENT.test(segment)) return segment.replaceAll(".", "\\.");
      throw new Error(`Not a literal or :param segment in route pattern ${route}: ${segment}`);
    })
    .join("/");
}

/** A Next.js source matching every path except those of `routes` (with or without a trailing slash). */
function allPathsExcept(routes: readonly string[]): string {
  if (routes.length === 0) return ALL_PATHS;
  return `/:path((?!(?:${routes.map(routeExpression).join("|")})/?$).*)`;
}

function permissionsPolicy(selfFeatures: readonly PolicyFeature[]): string {
  return FEATURES.map((feature) => `${feature}=(${selfFeatures.includes(feature) ? "self" : ""})`).join(", ");
}

/**
 * The security headers of an app, as rules for its Next.js config's `headers()`. Every path gets
 * the Content-Security-Policy, Referrer-Policy, X-Content-Type-Options, Permissions-Policy,
 * Cross-Origin-Opener-Policy and, when the app is served over https, Strict-Transport-Security.
 * Pages refuse to be framed (`frame-ancestors 'none'` and `X-Frame-Options: DENY`), except the
 * `framedRoutes`, which any website may frame (`frame-ancestors *`, no X-Frame-Options).
 * Nothing here restricts who may load the app's resources (no Cross-Origin-Resource-Policy), so
 * other sites keep loading the widget's script, avatars and the CORS APIs.
 */
export function securityHeaders(options: SecurityHeadersOptions): HeaderRule[] {
  const https = new URL(options.publicUrl).protocol === "https:";
  const shared = [
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Permissions-Policy", value: permissionsPolicy(options.selfFeatures ?? []) },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
    ...(https ? [{ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" }] : []),
  ];
  const policy = (frameAncestors: "none" | "any") => ({
    key: "Content-Security-Policy",
    value: contentSecurityPolicy({
      frameAncestors,
      development: options.development,
      httpImages: !https,
      sources: options.sources,
    }),
  });
  const framedRoutes = options.framedRoutes ?? [];
  return [
    {
      source: allPathsExcept(framedRoutes),
      headers: [...shared, policy("none"), { key: "X-Frame-Options", value: "DENY" }],
    },
    ...framedRoutes.map((route) => ({ source: route, headers: [...shared, policy("any")] })),
  ];
}
