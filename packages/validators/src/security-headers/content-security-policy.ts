/** Origins a page may use besides its own, per fetch directive of its Content-Security-Policy. */
export type CspSources = {
  /** scripts the page loads (script-src), e.g. Stripe.js */
  script?: readonly string[];
  /** pages the page shows in frames (frame-src), e.g. Stripe Elements */
  frame?: readonly string[];
  /** what the page's scripts fetch (connect-src), e.g. the Stripe API */
  connect?: readonly string[];
  /** stylesheets the page loads (style-src), e.g. Google Fonts' */
  style?: readonly string[];
  /** font files the page loads (font-src) */
  font?: readonly string[];
};

export type ContentSecurityPolicyOptions = {
  /** who may show the page in a frame: nobody, or any website */
  frameAncestors: "none" | "any";
  /** `next dev`: React's and Next's development tooling evaluate strings as code */
  development: boolean;
  /** the app is served over plain http (local development, the e2e stack): http images are not mixed content there */
  httpImages: boolean;
  sources?: CspSources;
};

/** An origin, wildcard host or scheme source: no spaces, semicolons or commas that could end the directive. */
const SOURCE = /^[^\s;,]+$/;

function checked(sources: readonly string[] | undefined): string[] {
  for (const source of sources ?? []) {
    if (!SOURCE.test(source)) throw new Error(`Not a Content-Security-Policy source: ${JSON.stringify(source)}`);
  }
  return [...(sources ?? [])];
}

/**
 * The Content-Security-Policy of a page. Scripts and styles allow 'unsafe-inline': Next.js writes
 * its flight data, and the apps their theme script, inline, and pages are prerendered, so there is
 * no per-request nonce to allow them by. Images may come from any https URL (avatars and logos are
 * remote URLs); everything else comes from the app itself plus the given sources. Workers (the
 * Web Push service worker) only from the app itself.
 */
export function contentSecurityPolicy(options: ContentSecurityPolicyOptions): string {
  const sources = options.sources ?? {};
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["base-uri", ["'self'"]],
    ["object-src", ["'none'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", [options.frameAncestors === "any" ? "*" : "'none'"]],
    [
      "script-src",
      ["'self'", "'unsafe-inline'", ...(options.development ? ["'unsafe-eval'"] : []), ...checked(sources.script)],
    ],
    ["style-src", ["'self'", "'unsafe-inline'", ...checked(sources.style)]],
    ["img-src", ["'self'", "data:", "blob:", "https:", ...(options.httpImages ? ["http:"] : [])]],
    ["font-src", ["'self'", "data:", ...checked(sources.font)]],
    ["connect-src", ["'self'", ...checked(sources.connect)]],
    ["frame-src", ["'self'", ...checked(sources.frame)]],
    // the Web Push service worker (/push-sw.js) is the app's own script; no other worker
    ["worker-src", ["'self'"]],
  ];
  return directives.map(([name, values]) => [name, ...new Set(values)].join(" ")).join("; ");
}

/**
 * What a sandboxed document may do (the `sandbox` directive's and an iframe's `sandbox` flags): run
 * its scripts, submit forms, open pop-ups (sandboxed too) and show alerts. Never
 * `allow-same-origin` or `allow-top-navigation`: the document keeps an opaque origin and cannot
 * navigate the page around it.
 */
export const SANDBOX_FLAGS = "allow-scripts allow-forms allow-popups allow-modals";

/**
 * The Content-Security-Policy of a document the app serves but did not write (an agency's custom
 * tab): sandboxed with an opaque origin, framed only by the app's own pages. It may load what it
 * likes, as nothing of the app's is within its reach.
 */
/** The policy of a stored file opened as a document: nothing loads or runs, images excepted. */
export function storedFilePolicy(): string {
  return "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'";
}

export function sandboxedDocumentPolicy(): string {
  return `sandbox ${SANDBOX_FLAGS}; frame-ancestors 'self'`;
}

/**
 * The headers of a sandboxed document's own answer (an agency's HTML custom tab): the same as the
 * apps' config rule for its route, which Next sends in its place; set by the route too, so the
 * document is sandboxed wherever it is answered from.
 */
export function sandboxedDocumentHeaders(): Record<string, string> {
  return {
    "Content-Security-Policy": sandboxedDocumentPolicy(),
    "X-Content-Type-Options": "nosniff",
    "X-Frame-Options": "SAMEORIGIN",
    "Cache-Control": "private, no-store",
  };
}
