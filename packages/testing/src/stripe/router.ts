import type { Engine } from "./engine";
import type { Params } from "./params";

/** Which key a request carries: the secret key, or the publishable key (what Stripe.js sends). */
export type Auth = "secret" | "publishable";

export interface RouteContext {
  engine: Engine;
  params: Params;
  /** the values of the path's `:name` parts */
  path: Record<string, string>;
  auth: Auth;
}

export interface Route {
  method: "GET" | "POST" | "DELETE";
  /** e.g. `/v1/customers/:id` */
  path: string;
  /** the parameters it takes (others get Stripe's parameter_unknown error) */
  params: readonly string[];
  /** also allowed with the publishable key */
  publishable?: boolean;
  /** the platform's own API (Connect): refused with a Stripe-Account header */
  platformOnly?: boolean;
  /** answers the object (or list) to send; the server adds the expansions */
  handle: (context: RouteContext) => unknown;
}

export function matchRoute(
  routes: Route[],
  method: string,
  pathname: string,
): { route: Route; path: Record<string, string> } | null {
  const parts = pathname.split("/").filter(Boolean);
  for (const route of routes) {
    if (route.method !== method) continue;
    const pattern = route.path.split("/").filter(Boolean);
    if (pattern.length !== parts.length) continue;
    const path: Record<string, string> = {};
    const matches = pattern.every((segment, index) => {
      const part = decodeURIComponent(parts[index] ?? "");
      if (segment.startsWith(":")) {
        path[segment.slice(1)] = part;
        return part !== "";
      }
      return segment === part;
    });
    if (matches) return { route, path };
  }
  return null;
}

/** A path parameter the pattern guarantees. */
export function pathParam(context: RouteContext, name: string): string {
  return context.path[name] ?? "";
}
