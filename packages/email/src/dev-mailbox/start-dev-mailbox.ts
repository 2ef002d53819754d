import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { SMTPServer } from "smtp-server";
import { createHttpHandler } from "./http-handler";
import { createMessageStore } from "./message-store";
import { createSmtpCatcher } from "./smtp-catcher";

export interface DevMailboxOptions {
  /** SMTP port; 0 picks a free port. */
  smtpPort: number;
  /** HTTP port; 0 picks a free port. */
  httpPort: number;
  /** Interface to bind both servers to (default 127.0.0.1). */
  host?: string;
  /** JSON file the messages are persisted to and reloaded from. */
  storeFile?: string;
}

export interface DevMailbox {
  /** The port actually bound. */
  smtpPort: number;
  /** The port actually bound. */
  httpPort: number;
  /** Base URL of the web UI and JSON API, e.g. `http://127.0.0.1:1080`. */
  url: string;
  stop(): Promise<void>;
}

function boundPort(address: AddressInfo | string | null): number {
  if (address === null || typeof address === "string")
    throw new Error("Dev mailbox: server is not listening on a TCP port");
  return address.port;
}

function listenHttp(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve(boundPort(server.address()));
    });
  });
}

function listenSmtp(server: SMTPServer, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve(boundPort(server.server.address()));
    });
  });
}

function urlHost(host: string): string {
  if (host === "0.0.0.0" || host === "::") return "localhost";
  return host.includes(":") ? `[${host}]` : host;
}

/**
 * Starts the dev mailbox: an SMTP catcher (no TLS, no auth required, 10 MB limit) that keeps
 * the newest 500 messages, and an HTTP server with a web UI (`/`, `/messages/{id}`) and a JSON
 * API (`GET|DELETE /api/messages`, `GET /api/health`). Pass port 0 to pick free ports.
 */
export async function startDevMailbox({
  smtpPort,
  httpPort,
  host = "127.0.0.1",
  storeFile,
}: DevMailboxOptions): Promise<DevMailbox> {
  const store = await createMessageStore(storeFile);
  const smtp = createSmtpCatcher(store);
  smtp.on("error", (error) => console.error("Dev mailbox SMTP error:", error));
  const handler = createHttpHandler(store);
  const http = createServer((request, response) => {
    handler(request, response).catch((error: unknown) => {
      console.error("Dev mailbox HTTP error:", error);
      if (!response.headersSent) response.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" });
      response.end("Internal error");
    });
  });

  const actualSmtpPort = await listenSmtp(smtp, smtpPort, host);
  let actualHttpPort: number;
  try {
    actualHttpPort = await listenHttp(http, httpPort, host);
  } catch (error) {
    await new Promise<void>((resolve) => smtp.close(resolve));
    throw error;
  }

  let stopping: Promise<void> | undefined;
  const stop = (): Promise<void> => {
    stopping ??= (async () => {
      const httpClosed = new Promise<void>((resolve) => http.close(() => resolve()));
      http.closeAllConnections();
      await Promise.all([httpClosed, new Promise<void>((resolve) => smtp.close(resolve))]);
      await store.flush();
    })();
    return stopping;
  };

  return { smtpPort: actualSmtpPort, httpPort: actualHttpPort, url: `http://${urlHost(host)}:${actualHttpPort}`, stop };
}
