import { createServer, type ServerResponse } from "node:http";
import type { Socket } from "node:net";
import {
  COMPANY_PAGES,
  COMPANY_ROBOTS,
  COMPANY_STYLES,
  NORTHWIND,
  PLAIN_PAGE,
  companySitemap,
} from "./company-site-pages";
import { solidPng } from "./solid-png";

/**
 * "brand": Northwind Coffee Roasters, a branded site with a logo and pages to learn from;
 * "plain": a page with no colours and no logo; "slow": accepts connections and never answers.
 */
export type CompanySiteVariant = "brand" | "plain" | "slow";

export interface CompanySite {
  /** http://127.0.0.1:<port> (no trailing slash) */
  url: string;
  /** 127.0.0.1:<port>: the bare domain a user types, and the SSRF allow-list entry */
  host: string;
  /** the paths requested, in order */
  requests: string[];
  close(): Promise<void>;
}

const LOGO = solidPng(96, 96, NORTHWIND.primaryColor);
const FAVICON = solidPng(32, 32, NORTHWIND.primaryColor);
const MASCOT = solidPng(64, 64, NORTHWIND.accentColor);

function send(response: ServerResponse, status: number, contentType: string, body: string | Buffer) {
  response.writeHead(status, { "content-type": contentType, "content-length": Buffer.byteLength(body) });
  response.end(body);
}

/** A local company website on 127.0.0.1 (random port) for onboarding tests, the e2e run and the benchmark. */
export async function startCompanySite({ variant }: { variant: CompanySiteVariant }): Promise<CompanySite> {
  const requests: string[] = [];
  const sockets = new Set<Socket>();
  let origin = "";
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://site.invalid").pathname;
    requests.push(path);
    if (variant === "slow") return; // never answers: the analysis must give up on its own
    if (variant === "plain") {
      if (path === "/") send(response, 200, "text/html; charset=utf-8", PLAIN_PAGE);
      else send(response, 404, "text/plain", "Not found");
      return;
    }
    const page = COMPANY_PAGES[path];
    if (page) send(response, 200, "text/html; charset=utf-8", page);
    else if (path === "/styles.css") send(response, 200, "text/css; charset=utf-8", COMPANY_STYLES);
    else if (path === NORTHWIND.logoPath) send(response, 200, "image/png", LOGO);
    else if (path === "/favicon.png") send(response, 200, "image/png", FAVICON);
    else if (path === NORTHWIND.mascotPath) send(response, 200, "image/png", MASCOT);
    else if (path === "/robots.txt")
      send(response, 200, "text/plain", `${COMPANY_ROBOTS}Sitemap: ${origin}/sitemap.xml\n`);
    else if (path === "/sitemap.xml") send(response, 200, "application/xml", companySitemap(origin));
    else send(response, 404, "text/plain", "Not found");
  });
  server.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const host = `127.0.0.1:${port}`;
  origin = `http://${host}`;
  return {
    url: origin,
    host,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
