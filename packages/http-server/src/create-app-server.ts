import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import { clientAddressOf } from "./client-address";
import { findDirectRoute, serveDirect } from "./direct-routes";
import { runWithRequestFacts } from "./request-address";

/**
 * An HTTP server that resolves each request's client address from the connection (and the trusted
 * proxy hops), rewrites X-Forwarded-For to that one address, and runs the handler with it available
 * to requestClientAddress(). Routes the app registered with registerDirectRoute are answered here,
 * the rest by `handle` (Next). (Next attaches its own WebSocket upgrade handler, for development's
 * hot reloading, to the server of the first request it sees.)
 */
export function createAppServer(options: {
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>;
  trustedProxyHops: number;
}): Server {
  const server = createServer((request, response) => {
    const clientAddress = clientAddressOf(request, options.trustedProxyHops);
    if (clientAddress) request.headers["x-forwarded-for"] = clientAddress;
    else delete request.headers["x-forwarded-for"];
    runWithRequestFacts({ clientAddress }, () => {
      const direct = findDirectRoute(request.method, request.url);
      const handled = direct ? serveDirect(direct, request, response) : options.handle(request, response);
      handled.catch((error: unknown) => {
        console.error("Request failed:", error);
        if (!response.headersSent) response.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
        response.end("Internal Server Error");
      });
    });
  });
  return server;
}
