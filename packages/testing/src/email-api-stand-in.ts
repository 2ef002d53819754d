import { isDomainName, newStandInDomain, withStatus, type StandInDomain } from "./email-api-domains";
import { startFetchHandlerServer } from "./fetch-handler-server";

export type { StandInDomain, StandInDomainRecord, StandInDomainStatus } from "./email-api-domains";

export interface EmailApiStandIn {
  /** http://127.0.0.1:PORT: EMAIL_API_URL */
  url: string;
  /** the key requests must carry (`Authorization: Bearer ...`): EMAIL_API_KEY */
  key: string;
  /**
   * `${url}/__control`: for a test in another process (the e2e specs).
   * `POST {controlUrl}/domains/{name}/verify` marks a domain verified (404 when unknown);
   * `GET {controlUrl}/domains` lists the domains.
   */
  controlUrl: string;
  /** the domains the API holds now */
  domains(): StandInDomain[];
  /** the DNS check found every record: the domain (by id or name) and its records become verified */
  markVerified(idOrName: string): StandInDomain;
  /** the next API request (not a control request) answers this status and message instead */
  failNext(status: number, message: string): void;
  /** every API request: method and path */
  readonly requests: Array<{ method: string; path: string }>;
  stop(): Promise<void>;
}

export const EMAIL_API_STAND_IN_KEY = "re_standin_key";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json; charset=utf-8" } });

/** Resend's error shape. */
const apiError = (status: number, name: string, message: string) => json(status, { statusCode: status, name, message });

async function readName(request: Request): Promise<string | null> {
  try {
    const body: unknown = await request.json();
    return body && typeof body === "object" && "name" in body && typeof body.name === "string" ? body.name : null;
  } catch {
    return null;
  }
}

/**
 * A local stand-in for Resend's domains API (https://resend.com/docs/api-reference/domains), in
 * memory: `POST /domains {name}` (422 for a name already added or not a domain), `GET /domains/{id}`,
 * `POST /domains/{id}/verify` (the domain goes pending), `DELETE /domains/{id}`. Every API request
 * needs `Authorization: Bearer {key}` (401 otherwise). Domains become verified only when a test
 * says so: `markVerified`, or the control route from another process.
 */
export async function startEmailApiStandIn(options: { key?: string } = {}): Promise<EmailApiStandIn> {
  const key = options.key ?? EMAIL_API_STAND_IN_KEY;
  const byId = new Map<string, StandInDomain>();
  const requests: EmailApiStandIn["requests"] = [];
  let failure: { status: number; message: string } | null = null;

  const find = (idOrName: string) =>
    byId.get(idOrName) ?? [...byId.values()].find((domain) => domain.name === idOrName.toLowerCase()) ?? null;
  const markVerified = (idOrName: string): StandInDomain => {
    const domain = find(idOrName);
    if (!domain) throw new Error(`The e-mail API stand-in has no domain ${idOrName}`);
    const verified = withStatus(domain, "verified");
    byId.set(domain.id, verified);
    return verified;
  };

  const control = (method: string, path: string): Response => {
    if (method === "GET" && path === "/domains") return json(200, { data: [...byId.values()] });
    const verify = /^\/domains\/([^/]+)\/verify$/.exec(path);
    if (method === "POST" && verify?.[1]) {
      const name = decodeURIComponent(verify[1]);
      return find(name) ? json(200, markVerified(name)) : apiError(404, "not_found", "Domain not found");
    }
    return apiError(404, "not_found", "Unknown control route");
  };

  const api = async (request: Request, method: string, path: string): Promise<Response> => {
    requests.push({ method, path });
    if (request.headers.get("authorization") !== `Bearer ${key}`) {
      return apiError(401, "missing_api_key", "Missing or invalid API key in the authorization header");
    }
    if (failure) {
      const { status, message } = failure;
      failure = null;
      return apiError(status, status >= 500 ? "internal_server_error" : "application_error", message);
    }
    if (method === "POST" && path === "/domains") {
      const name = (await readName(request))?.trim().toLowerCase() ?? "";
      if (!isDomainName(name)) return apiError(422, "validation_error", "The `name` field must be a valid domain.");
      if (find(name)) return apiError(422, "validation_error", `The ${name} domain has been registered already.`);
      const domain = newStandInDomain(name, new Date());
      byId.set(domain.id, domain);
      const { object: _object, ...created } = domain;
      return json(201, created);
    }
    const match = /^\/domains\/([^/]+)(\/verify)?$/.exec(path);
    const domain = match?.[1] ? byId.get(decodeURIComponent(match[1])) : undefined;
    if (!match) return apiError(404, "not_found", "Route not found");
    if (!domain) return apiError(404, "not_found", "Domain not found");
    if (match[2] && method === "POST") {
      if (domain.status !== "verified") byId.set(domain.id, withStatus(domain, "pending"));
      return json(200, { object: "domain", id: domain.id });
    }
    if (!match[2] && method === "GET") return json(200, domain);
    if (!match[2] && method === "DELETE") {
      byId.delete(domain.id);
      return json(200, { object: "domain", id: domain.id, deleted: true });
    }
    return apiError(405, "method_not_allowed", "Method not allowed");
  };

  const server = await startFetchHandlerServer(async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith("/__control/")) return control(request.method, pathname.slice("/__control".length));
    return api(request, request.method, pathname);
  });
  return {
    url: server.baseUrl,
    key,
    controlUrl: `${server.baseUrl}/__control`,
    domains: () => [...byId.values()],
    markVerified,
    failNext: (status, message) => {
      failure = { status, message };
    },
    requests,
    stop: () => server.stop(),
  };
}
