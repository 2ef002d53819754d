/**
 * A typed tRPC client of the Parlo API for Node scripts and internal tools, authenticated with a
 * workspace secret or an agent's SECRET_API_KEY (`Authorization: Bearer vg_...`). It imports the
 * router's type only: no server code, database client or secret configuration comes with it.
 */
import { createTRPCClient, httpBatchLink, type TRPCClient } from "@trpc/client";
import superjson from "superjson";
import type { AppRouter } from "../root";

export interface ParloClientOptions {
  /** the dashboard's URL, e.g. https://app.example.com; the API is {baseUrl}/api/trpc */
  baseUrl: string;
  /** a workspace secret or an agent's SECRET_API_KEY */
  secret: string;
  /** let the secret travel over plain http to a host other than this machine (off by default) */
  allowInsecureHttp?: boolean;
  /** the fetch to use (the global one by default) */
  fetch?: typeof fetch;
}

export type ParloClient = TRPCClient<AppRouter>;

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** The tRPC endpoint of a dashboard URL, refused when it would leak the secret. */
export function parloApiUrl(baseUrl: string, allowInsecureHttp = false): string {
  let url: URL;
  try {
    url = new URL(baseUrl);
  } catch {
    throw new TypeError(`baseUrl is not a URL: "${baseUrl}"`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new TypeError("baseUrl must be an http(s) URL");
  if (url.username || url.password) throw new TypeError("baseUrl must not hold credentials");
  if (url.search || url.hash) throw new TypeError("baseUrl must not have a query or fragment");
  const loopback = LOOPBACK_HOSTS.has(url.hostname) || url.hostname.endsWith(".localhost");
  if (url.protocol === "http:" && !loopback && !allowInsecureHttp) {
    throw new TypeError(
      "baseUrl must be https (the secret would be sent in clear text); pass allowInsecureHttp to override",
    );
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, "")}/api/trpc`;
}

/**
 * `createParloClient({ baseUrl, secret })`: every call is a typed procedure of the app router,
 * e.g. `await client.agent.list.query({ region: "eu", workspaceId })`. Calls made in the same tick
 * are batched into one request. Refusals arrive as a TRPCClientError whose `data.code` is the
 * tRPC code (UNAUTHORIZED for an unknown secret, FORBIDDEN or NOT_FOUND outside its reach).
 */
export function createParloClient(options: ParloClientOptions): ParloClient {
  const url = parloApiUrl(options.baseUrl, options.allowInsecureHttp);
  // printable ASCII without spaces: nothing that could break or add a header line
  if (!/^[\x21-\x7e]{8,200}$/.test(options.secret)) throw new TypeError("secret must be a workspace or agent secret");
  const authorization = `Bearer ${options.secret}`;
  return createTRPCClient<AppRouter>({
    links: [
      httpBatchLink({
        url,
        transformer: superjson,
        headers: () => ({ authorization }),
        fetch: options.fetch,
        // long batched GET queries are sent as several requests instead of one very long URL
        maxURLLength: 4000,
      }),
    ],
  });
}
