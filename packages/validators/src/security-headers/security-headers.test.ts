import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./content-security-policy";
import { securityHeaders, type HeaderRule, type SecurityHeadersOptions } from "./security-headers";
import { stripeCspSources } from "./stripe-csp-sources";

const FRAMED_ROUTES = ["/app/:region/render/:agentId/iframe", "/app/:region/share/:agentId", "/app/:region/prototype"];
const EXTERNAL_FRAME_ROUTES = ["/app/:region/c/:tab+"];
const SANDBOXED_ROUTES = ["/api/agency/custom-tab/:region/:workspaceId/:href+"];

const dashboard: SecurityHeadersOptions = {
  publicUrl: "https://app.example.com",
  development: false,
  selfFeatures: ["microphone"],
  sources: stripeCspSources({ jsUrl: "https://js.stripe.com/v3/", apiUrl: "https://api.stripe.com" }),
  framedRoutes: FRAMED_ROUTES,
  externalFrameRoutes: EXTERNAL_FRAME_ROUTES,
  sandboxedRoutes: SANDBOXED_ROUTES,
};

/** A rule's headers by name. */
function headersOf(rule: HeaderRule | undefined): Map<string, string> {
  return new Map((rule?.headers ?? []).map(({ key, value }) => [key, value]));
}

/** A Content-Security-Policy's directives by name, each with its sources. */
function directives(policy: string | undefined): Map<string, string[]> {
  return new Map(
    (policy ?? "").split("; ").map((directive) => {
      const [name = "", ...sources] = directive.split(" ");
      return [name, sources];
    }),
  );
}

/**
 * Which rule applies to a path, the way Next.js matches a `/:path(<expression>)` source (the
 * expression must match the whole path after its first slash) or a route pattern of `:param`
 * segments. The e2e spec checks the real thing against the running apps.
 */
function ruleFor(rules: HeaderRule[], path: string): HeaderRule | undefined {
  return rules.find(({ source }) => {
    const custom = /^\/:path\((.*)\)$/.exec(source)?.[1];
    if (custom) return new RegExp(`^/(?:${custom})$`, "i").test(path);
    if (source === "/:path*") return true;
    const pattern = source.replace(/:[A-Za-z]+\+$/, "[^/]+(?:/[^/]+)*").replace(/:[A-Za-z]+/g, "[^/]+");
    return new RegExp(`^${pattern}/?$`, "i").test(path);
  });
}

describe("securityHeaders", () => {
  const rules = securityHeaders(dashboard);

  it("makes every page refuse to be framed, with frame-ancestors 'none' and X-Frame-Options DENY", () => {
    for (const path of ["/", "/login", "/app/eu/agents", "/app/eu/render/A1/iframe/more", "/app/eu/prototypes"]) {
      const headers = headersOf(ruleFor(rules, path));
      expect(directives(headers.get("Content-Security-Policy")).get("frame-ancestors"), path).toEqual(["'none'"]);
      expect(headers.get("X-Frame-Options"), path).toBe("DENY");
    }
  });

  it("lets any website frame the widget iframe, share and Demo pages, without X-Frame-Options", () => {
    for (const path of ["/app/eu/render/A1/iframe", "/app/na/share/A1", "/app/eu/prototype", "/app/eu/share/A1/"]) {
      const rule = ruleFor(rules, path);
      expect(rule?.source, path).not.toMatch(/^\/:path/);
      const headers = headersOf(rule);
      expect(directives(headers.get("Content-Security-Policy")).get("frame-ancestors"), path).toEqual(["*"]);
      expect(headers.has("X-Frame-Options"), path).toBe(false);
    }
  });

  it("keeps the rest of the policy and headers the same on framed routes", () => {
    const page = headersOf(ruleFor(rules, "/login"));
    const framed = headersOf(ruleFor(rules, "/app/eu/share/A1"));
    const withoutAncestors = (policy: string | undefined) => {
      const all = directives(policy);
      all.delete("frame-ancestors");
      return all;
    };
    expect(withoutAncestors(framed.get("Content-Security-Policy"))).toEqual(
      withoutAncestors(page.get("Content-Security-Policy")),
    );
    page.delete("Content-Security-Policy");
    page.delete("X-Frame-Options");
    framed.delete("Content-Security-Policy");
    expect(framed).toEqual(page);
  });

  it("sends the usual headers on every path, and nothing that stops other sites loading scripts or images", () => {
    for (const path of ["/login", "/widget.js", "/api/runtime/eu/agents/A1/conversations", "/app/eu/share/A1"]) {
      const headers = headersOf(ruleFor(rules, path));
      expect(headers.get("Referrer-Policy")).toBe("strict-origin-when-cross-origin");
      expect(headers.get("X-Content-Type-Options")).toBe("nosniff");
      expect(headers.get("Cross-Origin-Opener-Policy")).toBe("same-origin");
      expect(headers.get("Permissions-Policy")).toBe("camera=(), microphone=(self), geolocation=(), usb=()");
      expect(headers.has("Cross-Origin-Resource-Policy")).toBe(false);
      expect(headers.has("Access-Control-Allow-Origin")).toBe(false);
    }
  });

  it("builds the page policy Next.js needs without nonces, and 'unsafe-eval' only for next dev", () => {
    const policy = directives(headersOf(ruleFor(rules, "/login")).get("Content-Security-Policy"));
    expect(policy.get("default-src")).toEqual(["'self'"]);
    expect(policy.get("base-uri")).toEqual(["'self'"]);
    expect(policy.get("object-src")).toEqual(["'none'"]);
    expect(policy.get("form-action")).toEqual(["'self'"]);
    expect(policy.get("script-src")).toContain("'unsafe-inline'");
    expect(policy.get("script-src")).not.toContain("'unsafe-eval'");
    expect(policy.get("style-src")).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policy.get("img-src")).toEqual(["'self'", "data:", "blob:", "https:"]);
    expect(policy.get("font-src")).toEqual(["'self'", "data:"]);
    // the Web Push service worker at /push-sw.js, and no worker of another origin
    expect(policy.get("worker-src")).toEqual(["'self'"]);

    const dev = securityHeaders({ ...dashboard, development: true });
    const devPolicy = directives(headersOf(ruleFor(dev, "/login")).get("Content-Security-Policy"));
    expect(devPolicy.get("script-src")).toContain("'unsafe-eval'");
  });

  it("sends Strict-Transport-Security only when the app is served over https", () => {
    expect(headersOf(ruleFor(rules, "/login")).get("Strict-Transport-Security")).toBe(
      "max-age=63072000; includeSubDomains",
    );
    expect(headersOf(ruleFor(rules, "/app/eu/prototype")).has("Strict-Transport-Security")).toBe(true);
    const local = securityHeaders({ ...dashboard, publicUrl: "http://localhost:3000" });
    for (const rule of local) expect(headersOf(rule).has("Strict-Transport-Security")).toBe(false);
    // plain-http pages may show http images (not mixed content there)
    const policy = directives(headersOf(ruleFor(local, "/login")).get("Content-Security-Policy"));
    expect(policy.get("img-src")).toContain("http:");
  });

  it("gives an app without framed routes one rule for every path, all features off by default", () => {
    const marketing = securityHeaders({ publicUrl: "http://localhost:3002", development: false });
    expect(marketing).toHaveLength(1);
    expect(marketing[0]?.source).toBe("/:path*");
    const headers = headersOf(marketing[0]);
    expect(headers.get("X-Frame-Options")).toBe("DENY");
    expect(headers.get("Permissions-Policy")).toBe("camera=(), microphone=(), geolocation=(), usb=()");
    const policy = directives(headers.get("Content-Security-Policy"));
    expect(policy.get("connect-src")).toEqual(["'self'"]);
    expect(policy.get("frame-src")).toEqual(["'self'"]);
  });

  it("refuses route patterns it cannot turn into a path expression", () => {
    expect(() => securityHeaders({ ...dashboard, framedRoutes: ["/app/:region/(.*)"] })).toThrow(/route pattern/);
    expect(() => securityHeaders({ ...dashboard, framedRoutes: ["app/share"] })).toThrow(/route pattern/);
    // a catch-all only as the last segment
    expect(() => securityHeaders({ ...dashboard, sandboxedRoutes: ["/api/:rest+/x"] })).toThrow(/route pattern/);
  });

  it("lets the custom tab preview frame any https page, and nobody frame the preview", () => {
    for (const path of ["/app/eu/c/reports", "/app/na/c/reports/2024/q1"]) {
      const rule = ruleFor(rules, path);
      expect(rule?.source, path).toBe("/app/:region/c/:tab+");
      const headers = headersOf(rule);
      const policy = directives(headers.get("Content-Security-Policy"));
      expect(policy.get("frame-src"), path).toEqual([
        "'self'",
        "https://js.stripe.com",
        "https://*.js.stripe.com",
        "https://hooks.stripe.com",
        "https:",
      ]);
      expect(policy.get("frame-ancestors"), path).toEqual(["'none'"]);
      expect(headers.get("X-Frame-Options"), path).toBe("DENY");
    }
    // /app/eu/c itself (no tab) and other pages keep frame-src as it was
    for (const path of ["/app/eu/c", "/app/eu/agents"]) {
      const policy = directives(headersOf(ruleFor(rules, path)).get("Content-Security-Policy"));
      expect(policy.get("frame-src"), path).not.toContain("https:");
    }
  });

  it("sandboxes the custom tab documents (opaque origin) and lets only the app's own pages frame them", () => {
    for (const path of ["/api/agency/custom-tab/eu/W1/reports", "/api/agency/custom-tab/na/W1/help/faq"]) {
      const rule = ruleFor(rules, path);
      expect(rule?.source, path).toBe("/api/agency/custom-tab/:region/:workspaceId/:href+");
      const headers = headersOf(rule);
      expect(headers.get("Content-Security-Policy"), path).toBe(
        "sandbox allow-scripts allow-forms allow-popups allow-modals; frame-ancestors 'self'",
      );
      expect(headers.get("Content-Security-Policy"), path).not.toContain("allow-same-origin");
      expect(headers.get("X-Frame-Options"), path).toBe("SAMEORIGIN");
      expect(headers.get("X-Content-Type-Options"), path).toBe("nosniff");
    }
    // the page rule does not also match them (Next.js would send both rules' headers)
    const pageRule = rules[0];
    const pageExpression = /^\/:path\((.*)\)$/.exec(pageRule?.source ?? "")?.[1] ?? "";
    expect(new RegExp(`^/(?:${pageExpression})$`, "i").test("/api/agency/custom-tab/eu/W1/reports")).toBe(false);
    expect(new RegExp(`^/(?:${pageExpression})$`, "i").test("/api/agency/custom-tab/eu/W1")).toBe(true);
  });
});

describe("Stripe in the dashboard's policy", () => {
  const policyOf = (sources: SecurityHeadersOptions["sources"]) =>
    directives(headersOf(securityHeaders({ ...dashboard, sources })[0]).get("Content-Security-Policy"));

  it("allows the real Stripe.js, its frames (Elements, 3D Secure) and the API", () => {
    const policy = policyOf(dashboard.sources);
    expect(policy.get("script-src")).toEqual(
      expect.arrayContaining(["'self'", "https://js.stripe.com", "https://*.js.stripe.com"]),
    );
    expect(policy.get("frame-src")).toEqual([
      "'self'",
      "https://js.stripe.com",
      "https://*.js.stripe.com",
      "https://hooks.stripe.com",
    ]);
    expect(policy.get("connect-src")).toEqual(["'self'", "https://api.stripe.com"]);
  });

  it("follows STRIPE_JS_URL and STRIPE_API_URL to their origins (a local stand-in in the tests)", () => {
    const policy = policyOf(
      stripeCspSources({ jsUrl: "http://127.0.0.1:41234/v3/", apiUrl: "http://127.0.0.1:41234/" }),
    );
    expect(policy.get("script-src")).toContain("http://127.0.0.1:41234");
    expect(policy.get("frame-src")).toEqual(["'self'", "http://127.0.0.1:41234"]);
    expect(policy.get("connect-src")).toEqual(["'self'", "http://127.0.0.1:41234"]);
    expect(policy.get("script-src")).not.toContain("https://js.stripe.com");
  });

  it("refuses a source that would break out of its directive", () => {
    expect(() =>
      contentSecurityPolicy({
        frameAncestors: "none",
        development: false,
        httpImages: false,
        sources: { connect: ["https://x.example; script-src *"] },
      }),
    ).toThrow(/Content-Security-Policy source/);
  });
});
