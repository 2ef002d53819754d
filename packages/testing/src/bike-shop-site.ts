/**
 * A local website for crawler and ingestion tests and the knowledge benchmark. Serves "Lumen Cycles"
 * (a bicycle shop) on 127.0.0.1 (a random port): a home page linking the
 * pages, robots.txt (Disallow: /private/, Sitemap: line), a sitemap index with a plain and a gzip
 * sitemap (listing /gift-cards, linked from nowhere), /private/staff-notes (linked, disallowed),
 * /old redirecting to the cloud metadata address (the SSRF guard must refuse it), /moved-shipping
 * redirecting to /shipping, a PDF and a DOCX, optionally /endless -> /endless/1 -> /endless/2... forever and
 * `pages` generated product pages (/catalogue/1..N, in the sitemap and linked from /catalogue).
 * Crawl tests must allow-list `127.0.0.1:<port>` in the fetch guard.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { KNOWLEDGE_DOC_TYPES } from "@parlo/validators";
import { buildDocx, buildPdf } from "./build-documents";
import {
  FAQ_DOCX_BLOCKS,
  BIKE_SHOP_PAGES,
  WARRANTY_PDF_LINES,
  cataloguePage,
  endlessPage,
  homePage,
  productPage,
} from "./bike-shop-site-pages";

/** Where /old redirects: the link-local metadata address, which the SSRF guard refuses. */
const PRIVATE_REDIRECT = "http://169.254.169.254/latest/meta-data/";

export interface BikeShopSiteOptions {
  /** serve /endless and /endless/N, each linking to /endless/N+1, forever (linked from home) */
  endless?: boolean;
  /** generated product pages /catalogue/1..N (sitemap + /catalogue index), for the benchmark */
  pages?: number;
  /** a Crawl-delay line in robots.txt, in seconds */
  crawlDelaySeconds?: number;
}

export interface BikeShopSite {
  /** http://127.0.0.1:<port> (no trailing slash) */
  url: string;
  port: number;
  /** the allow-list entry crawl tests pass as fetchGuard.allowedHosts */
  allowedHost: string;
  stop(): Promise<void>;
  /** serve this HTML at the path from now on, instead of what is built in (null: 404) */
  setPage(path: string, html: string | null): void;
  /** the paths (with query) requested, in order */
  requests: string[];
  /** the User-Agent header of each request, in the same order */
  userAgents: string[];
}

type Answer = { status: number; headers: Record<string, string>; body: string | Uint8Array };

const html = (body: string): Answer => ({
  status: 200,
  headers: { "content-type": "text/html; charset=utf-8" },
  body,
});
const xml = (body: string): Answer => ({ status: 200, headers: { "content-type": "application/xml" }, body });
const notFound: Answer = { status: 404, headers: { "content-type": "text/plain" }, body: "Not found" };

function urlSet(origin: string, paths: readonly string[]): string {
  const entries = paths.map((path) => `<url><loc>${origin}${path}</loc><changefreq>weekly</changefreq></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:image="http://www.google.com/schemas/sitemap-image/1.1">
${entries.join("\n")}
<url><loc>${origin}/pricing</loc><image:image><image:loc>${origin}/images/price-list.png</image:loc></image:image></url>
</urlset>`;
}

export async function startBikeShopSite(options: BikeShopSiteOptions = {}): Promise<BikeShopSite> {
  const endless = options.endless ?? false;
  const pages = Math.max(0, Math.floor(options.pages ?? 0));
  const overrides = new Map<string, string | null>();
  const requests: string[] = [];
  const userAgents: string[] = [];
  const pdf = buildPdf([WARRANTY_PDF_LINES], { title: "Lumen Cycles warranty" });
  const docx = await buildDocx([...FAQ_DOCX_BLOCKS]);
  let origin = "";

  function answer(path: string): Answer {
    const override = overrides.get(path);
    if (override !== undefined) return override === null ? notFound : html(override);
    if (path === "/" || path === "/index.html") return html(homePage({ endless, pages }));
    const page = BIKE_SHOP_PAGES[path];
    if (page !== undefined) return html(page);
    if (path === "/blog/") return html(BIKE_SHOP_PAGES["/blog"] ?? "");
    if (path === "/robots.txt") {
      const delay = options.crawlDelaySeconds ? `Crawl-delay: ${options.crawlDelaySeconds}\n` : "";
      return {
        status: 200,
        headers: { "content-type": "text/plain" },
        body: `# robots.txt for Lumen Cycles\nUser-agent: *\nDisallow: /private/\n${delay}\nUser-agent: GreedyBot\nDisallow: /\n\nSitemap: ${origin}/sitemap.xml\n`,
      };
    }
    if (path === "/sitemap.xml") {
      return xml(`<?xml version="1.0" encoding="UTF-8"?>
<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
<sitemap><loc>${origin}/sitemap-main.xml</loc></sitemap>
<sitemap><loc>${origin}/sitemap-extra.xml.gz</loc></sitemap>
</sitemapindex>`);
    }
    if (path === "/sitemap-main.xml") {
      const catalogue = Array.from({ length: pages }, (_item, index) => `/catalogue/${index + 1}`);
      return xml(urlSet(origin, ["/", "/gift-cards", "/opening-hours", ...catalogue]));
    }
    if (path === "/sitemap-extra.xml.gz") {
      return {
        status: 200,
        headers: { "content-type": "application/gzip" },
        body: gzipSync(urlSet(origin, ["/shipping", "/returns", "/blog/"])),
      };
    }
    if (path === "/old") return { status: 302, headers: { location: PRIVATE_REDIRECT }, body: "" };
    if (path === "/moved-shipping") return { status: 301, headers: { location: "/shipping" }, body: "" };
    if (path === "/docs/warranty.pdf") {
      return { status: 200, headers: { "content-type": KNOWLEDGE_DOC_TYPES.pdf }, body: pdf };
    }
    if (path === "/docs/faq.docx") {
      return { status: 200, headers: { "content-type": KNOWLEDGE_DOC_TYPES.docx }, body: docx };
    }
    const endlessMatch = /^\/endless(?:\/(\d+))?$/.exec(path);
    if (endless && endlessMatch) return html(endlessPage(Number(endlessMatch[1] ?? 0)));
    if (pages > 0 && path === "/catalogue") return html(cataloguePage(pages));
    const productMatch = /^\/catalogue\/(\d+)$/.exec(path);
    const product = productMatch ? Number(productMatch[1]) : 0;
    if (product >= 1 && product <= pages) return html(productPage(product, pages));
    return notFound;
  }

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const target = request.url ?? "/";
    requests.push(target);
    userAgents.push(request.headers["user-agent"] ?? "");
    const path = new URL(target, "http://bike-shop.local").pathname;
    const { status, headers, body } = answer(path);
    response.writeHead(status, { ...headers, "content-length": String(Buffer.byteLength(body)) });
    response.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address: AddressInfo | string | null = server.address();
  const port = typeof address === "object" && address !== null ? address.port : 0;
  origin = `http://127.0.0.1:${port}`;

  return {
    url: origin,
    port,
    allowedHost: `127.0.0.1:${port}`,
    requests,
    userAgents,
    setPage(path, page) {
      overrides.set(path, page);
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
