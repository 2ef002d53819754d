import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { Duplex } from "node:stream";
import { clientAddressFrom } from "./client-address";
import { runWithRequestFacts } from "./request-address";

/**
 * An HTTP server that resolves each request's client address from the connection (and the trusted
 * proxy hops), rewrites X-Forwarded-For to that one address, and runs the handler with it available
 * to requestClientAddress().
 */
export function createAppServer(options: {
  handle: (request: IncomingMessage, response: ServerResponse) => Promise<void>;
  upgrade?: (request: IncomingMessage, socket: Duplex, head: Buffer) => Promise<void>;
  trustedProxyHops: number;
}): Server {
  const server = createServer((request, response) => {
    const clientAddress = clientAddressFrom({
      socketAddress: request.socket.remoteAddress,
      forwardedFor: request.headers["x-forwarded-for"],
      trustedHops: options.trustedProxyHops,
    });
    if (clientAddress) request.headers["x-forwarded-for"] = clientAddress;
    else delete request.headers["x-forwarded-for"];
    runWithRequestFacts({ clientAddress }, () => {
      options.handle(request, response).catch((error: unknown) => {
        console.error("Request failed:", error);
        if (!response.headersSent) response.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
        response.end("Internal Server Error");
      });
    });
  });
  const { upgrade } = options;
  // development hot reloading talks over a WebSocket
  if (upgrade)
    server.on(
      "upgrade",
      (request, socket, head: Buffer) => void upgrade(request, socket, head).catch(() => socket.destroy()),
    );
  return server;
}
