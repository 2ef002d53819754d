import { createServer, type Server } from "node:http";
import { NORTHWIND, oversizedStylesheet, readBrandSite, startCompanySite, type CompanySite } from "@parlo/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BrandingError } from "./branding-error";
import { BRANDING_MAX_BYTES, getBrandingInfo } from "./get-branding-info";

let brand: CompanySite;
let plain: CompanySite;
let slow: CompanySite;
let other: Server;
let otherHost = "";

const oversized = readBrandSite("oversized-stylesheet");

/** A site with a redirect, a manifest, a JSON page, a 404, and a page whose stylesheet is over the size cap. */
const OTHER_PAGES: Record<string, { status: number; type: string; body: string; location?: string }> = {
  "/builders": { status: 200, type: "text/html", body: oversized.html },
  "/css/all.css": {
    status: 200,
    type: "text/css",
    body: oversizedStylesheet(oversized.stylesheets[0] ?? "", BRANDING_MAX_BYTES + 300_000),
  },
  "/": { status: 301, type: "text/plain", body: "", location: "/home" },
  "/home": {
    status: 200,
    type: "text/html",
    body: '<html><head><link rel="manifest" href="/app.webmanifest"></head><body>Greenbox</body></html>',
  },
  "/app.webmanifest": {
    status: 200,
    type: "application/manifest+json",
    body: JSON.stringify({ theme_color: "#16a34a", icons: [{ src: "/icon-512.png", sizes: "512x512" }] }),
  },
  "/api": { status: 200, type: "application/json", body: "{}" },
};

async function reason(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof BrandingError)) throw new Error(`expected a BrandingError, got ${String(error)}`);
  return error.reason;
}

beforeAll(async () => {
  brand = await startCompanySite({ variant: "brand" });
  plain = await startCompanySite({ variant: "plain" });
  slow = await startCompanySite({ variant: "slow" });
  other = createServer((request, response) => {
    const page = OTHER_PAGES[request.url ?? "/"];
    if (!page) {
      response.writeHead(404).end("Not found");
      return;
    }
    response.writeHead(page.status, {
      "content-type": page.type,
      ...(page.location ? { location: page.location } : {}),
    });
    response.end(page.body);
  });
  await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
  const address = other.address();
  otherHost = `127.0.0.1:${typeof address === "object" && address ? address.port : 0}`;
});

afterAll(async () => {
  await Promise.all([brand.close(), plain.close(), slow.close()]);
  other.closeAllConnections();
  await new Promise<void>((resolve) => other.close(() => resolve()));
});

describe("getBrandingInfo", () => {
  it("reads a bare domain (https first, then http), its stylesheet's colours and its logo", async () => {
    const found = await getBrandingInfo({ website: brand.host, guard: { allowedHosts: [brand.host] } });
    expect(found.url).toBe(`${brand.url}/`);
    expect(found.colors[0]).toBe(NORTHWIND.primaryColor);
    expect(found.colors).toContain(NORTHWIND.accentColor);
    expect(found.favicon).toBe(`${brand.url}${NORTHWIND.logoPath}`);
    expect(brand.requests).toContain("/styles.css");
  });

  it("follows redirects and reads the manifest", async () => {
    const found = await getBrandingInfo({ website: `http://${otherHost}`, guard: { allowedHosts: [otherHost] } });
    expect(found).toEqual({
      colors: ["#16a34a"],
      favicon: `http://${otherHost}/icon-512.png`,
      url: `http://${otherHost}/home`,
    });
  });

  it("reads a stylesheet over the size cap up to the cap", async () => {
    const found = await getBrandingInfo({
      website: `http://${otherHost}/builders`,
      guard: { allowedHosts: [otherHost] },
    });
    expect(found.colors[0]).toBe("#1e3a8a");
    expect(found.favicon).toBe(`http://${otherHost}/img/plumline.png`);
  });

  it("names why a website could not be read", async () => {
    const guard = { allowedHosts: [plain.host, slow.host, otherHost] };
    expect(await reason(getBrandingInfo({ website: plain.url, guard }))).toBe("no-brand");
    expect(await reason(getBrandingInfo({ website: slow.url, guard, timeoutMs: 500 }))).toBe("timeout");
    expect(
      await reason(getBrandingInfo({ website: "http://127.0.0.1:9/", guard: { allowedHosts: ["127.0.0.1:9"] } })),
    ).toBe("unreachable");
    expect(await reason(getBrandingInfo({ website: `http://${otherHost}/missing`, guard }))).toBe("unreachable");
    expect(await reason(getBrandingInfo({ website: `http://${otherHost}/api`, guard }))).toBe("not-html");
    expect(await reason(getBrandingInfo({ website: "ftp://example.test/", guard }))).toBe("unreachable");
    // not on the allow-list: a loopback address is refused by the SSRF guard
    expect(await reason(getBrandingInfo({ website: brand.url, guard: {} }))).toBe("blocked");
  });
});
