import http from "node:http";

export interface HostSite {
  /** the site's origin, `http://127.0.0.1:{port}` */
  url: string;
  /** serves `html` at `path` (e.g. "/" or "/embedded") */
  setPage(path: string, html: string): void;
  stop(): Promise<void>;
}

export interface HostSiteOptions {
  /** every path without a page is passed to this origin (the dashboard), streaming both ways */
  proxyTo?: string;
  /** paths whose proxied answer is held back this many milliseconds (a slow widget server) */
  delays?: Record<string, number>;
}

/**
 * A customer's website on its own origin for the widget's e2e tests and benchmarks: pages set by
 * the test, and optionally everything else relayed to the dashboard, some paths slowly.
 */
export async function startHostSite(options: HostSiteOptions = {}): Promise<HostSite> {
  const pages = new Map<string, string>();
  const timers = new Set<NodeJS.Timeout>();
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://host.invalid");
    const page = pages.get(url.pathname);
    if (page !== undefined) {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8", "cache-control": "no-store" });
      response.end(page);
      return;
    }
    if (!options.proxyTo) {
      response.writeHead(404).end();
      return;
    }
    const target = new URL(url.pathname + url.search, options.proxyTo);
    const relay = () => {
      const outgoing = http.request(
        target,
        { method: request.method, headers: { ...request.headers, host: target.host } },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      outgoing.on("error", () => response.headersSent || response.writeHead(502).end());
      request.pipe(outgoing);
    };
    const delay = options.delays?.[url.pathname] ?? 0;
    if (delay <= 0) return relay();
    const timer = setTimeout(() => {
      timers.delete(timer);
      relay();
    }, delay);
    timers.add(timer);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    setPage: (path, html) => pages.set(path, html),
    stop: async () => {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
