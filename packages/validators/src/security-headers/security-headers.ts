import {
  contentSecurityPolicy,
  sandboxedDocumentPolicy,
  storedFilePolicy,
  type CspSources,
} from "./content-security-policy";

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
  /**
   * Routes whose pages show other websites' https pages in frames (their frame-src adds `https:`),
   * e.g. the preview of an agency's custom tab. They refuse to be framed like any other page.
   * Route patterns may end in a catch-all `:param+` segment.
   */
  externalFrameRoutes?: readonly string[];
  /**
   * Routes answering documents the app did not write (an agency's custom tab: its HTML and
   * script). They get `Content-Security-Policy: sandbox ...` instead of the page policy, so the
   * document has an opaque origin even when opened directly (no cookies, storage or DOM of the
   * app for its script), and only the app's own pages may frame them (`frame-ancestors 'self'`,
   * `X-Frame-Options: SAMEORIGIN`). Next.js keeps a config header over the same header of a
   * route's own answer, so this is where the sandbox must come from.
   */
  sandboxedRoutes?: readonly string[];
  /**
   * Routes serving stored files (uploads): an inert document when opened directly
   * (`default-src 'none'`, `sandbox` without scripts), framed by nobody.
   */
  fileRoutes?: readonly string[];
};

const ALL_PATHS = "/:path*";
const LITERAL_SEGMENT = /^[A-Za-z0-9_~-]+(?:\.[A-Za-z0-9_~-]+)*$/;
const PARAM_SEGMENT = /^:[A-Za-z][A-Za-z0-9_]*$/;
/** `:param+` as the last segment: one or more segments */
const CATCH_ALL_SEGMENT = /^:[A-Za-z][A-Za-z0-9_]*\+$/;

/** A route pattern (`/app/:region/prototype`) as a regular expression of the path after its first slash. */
function routeExpression(route: string): string {
  const segments = route.split("/").slice(1);
  if (!route.startsWith("/") || segments.length === 0) throw new Error(`Not a route pattern: ${route}`);
  return segments
    .map((segment, index) => {
      if (PARAM_SEGMENT.test(segment)) return "[^/]+";
      if (CATCH_ALL_SEGMENT.test(segment) && index === segments.length - 1) return "[^/]+(?:/[^/]+)*";
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
 * `framedRoutes`, which any website may frame (`frame-ancestors *`, no X-Frame-Options), and the
 * `sandboxedRoutes`, which only the app's own pages may frame (and whose documents are sandboxed).
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
  const policy = (frameAncestors: "none" | "any", frameAnyHttps = false) => ({
    key: "Content-Security-Policy",
    value: contentSecurityPolicy({
      frameAncestors,
      development: options.development,
      httpImages: !https,
      sources: frameAnyHttps
        ? { ...options.sources, frame: [...(options.sources?.frame ?? []), "https:"] }
        : options.sources,
    }),
  });
  const deny = { key: "X-Frame-Options", value: "DENY" };
  const framedRoutes = options.framedRoutes ?? [];
  const externalFrameRoutes = options.externalFrameRoutes ?? [];
  const sandboxedRoutes = options.sandboxedRoutes ?? [];
  const fileRoutes = options.fileRoutes ?? [];
  return [
    {
      source: allPathsExcept([...framedRoutes, ...externalFrameRoutes, ...sandboxedRoutes, ...fileRoutes]),
      headers: [...shared, policy("none"), deny],
    },
    ...framedRoutes.map((route) => ({ source: route, headers: [...shared, policy("any")] })),
    ...externalFrameRoutes.map((route) => ({ source: route, headers: [...shared, policy("none", true), deny] })),
    ...sandboxedRoutes.map((route) => ({
      source: route,
      headers: [
        ...shared,
        { key: "Content-Security-Policy", value: sandboxedDocumentPolicy() },
        { key: "X-Frame-Options", value: "SAMEORIGIN" },
      ],
    })),
    ...fileRoutes.map((route) => ({
      source: route,
      headers: [...shared, { key: "Content-Security-Policy", value: storedFilePolicy() }, deny],
    })),
  ];
}
