import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import { getPathMatch } from "next/dist/shared/lib/router/utils/path-match";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

type HeaderRules = Awaited<ReturnType<NonNullable<NextConfig["headers"]>>>;
let rules: HeaderRules = [];

beforeAll(async () => {
  // the defaults of STRIPE_JS_URL and STRIPE_API_URL, whatever the shell has
  vi.stubEnv("STRIPE_JS_URL", undefined);
  vi.stubEnv("STRIPE_API_URL", undefined);
  const { default: dashboardConfig } = await import("./next.config");
  rules = (await dashboardConfig(PHASE_PRODUCTION_BUILD).headers?.()) ?? [];
});

afterAll(() => {
  vi.unstubAllEnvs();
});

/** The headers Next.js sends on a path: those of every rule whose source matches, later rules winning. */
function headersOn(path: string): Map<string, string> {
  const sent = new Map<string, string>();
  for (const rule of rules) {
    if (!getPathMatch(rule.source, { strict: false, removeUnnamedParams: true })(path)) continue;
    for (const { key, value } of rule.headers) sent.set(key, value);
  }
  return sent;
}

describe("the dashboard's security headers, matched the way Next.js matches them", () => {
  it("refuses framing on its pages and routes", () => {
    for (const path of ["/login", "/app/eu/agents", "/app/eu/account/billing", "/widget.js", "/api/health"]) {
      const headers = headersOn(path);
      expect(headers.get("X-Frame-Options"), path).toBe("DENY");
      expect(headers.get("Content-Security-Policy"), path).toContain("frame-ancestors 'none'");
    }
  });

  it("lets any site frame the widget iframe, share and Demo pages", () => {
    for (const path of [
      "/app/eu/render/AbCdEfGh12345678/iframe",
      "/app/na/share/AbCdEfGh12345678",
      "/app/eu/prototype",
    ]) {
      const headers = headersOn(path);
      expect(headers.has("X-Frame-Options"), path).toBe(false);
      expect(headers.get("Content-Security-Policy"), path).toContain("frame-ancestors *");
    }
  });

  it("allows Stripe.js from STRIPE_JS_URL (js.stripe.com by default) and the microphone for the app itself", () => {
    const headers = headersOn("/app/eu/account/billing");
    expect(headers.get("Content-Security-Policy")).toContain("script-src 'self' 'unsafe-inline' https://js.stripe.com");
    expect(headers.get("Content-Security-Policy")).toContain("connect-src 'self' https://api.stripe.com");
    expect(headers.get("Permissions-Policy")).toContain("microphone=(self)");
  });
});
