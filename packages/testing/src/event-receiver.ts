import { createServer, type Server } from "node:http";

/** One request an event receiver got. */
export interface ReceivedEvent {
  path: string;
  headers: Record<string, string>;
  /** the raw body (what the signature covers) */
  body: string;
  receivedAt: Date;
}

/**
 * A local event endpoint for tests and development (127.0.0.1 on a free port): records every
 * request and answers with the status set for its path (200 by default).
 */
export async function startEventReceiver(): Promise<{
  baseUrl: string;
  /** host:port, for the SSRF allow-list */
  host: string;
  received: ReceivedEvent[];
  /** the status a path answers (e.g. setStatus("/down", 500)) */
  setStatus(path: string, status: number): void;
  stop(): Promise<void>;
}> {
  const received: ReceivedEvent[] = [];
  const statuses = new Map<string, number>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const path = (request.url ?? "/").split("?")[0] ?? "/";
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) {
        if (typeof value === "string") headers[name] = value;
      }
      received.push({ path, headers, body: Buffer.concat(chunks).toString("utf8"), receivedAt: new Date() });
      response.writeHead(statuses.get(path) ?? 200, { "content-type": "text/plain" }).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = address && typeof address === "object" ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    received,
    setStatus: (path, status) => statuses.set(path, status),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
