import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

/** Where the saved brand sites pretend to live. */
export const BRAND_SITE_ORIGIN = "https://www.example.test";

const SITES_DIR = path.join(import.meta.dirname, "sites");

/** A saved website as its fetcher would have read it: the page, its linked stylesheets and its manifest. */
export interface BrandSite {
  name: string;
  /** the page's URL */
  url: string;
  html: string;
  /** every .css file beside index.html, in file-name order, standing in for the linked stylesheets */
  stylesheets: string[];
  /** manifest.json, when the site has one */
  manifest: string | null;
}

/** The names of the saved sites (sites/<name>/index.html). */
export function brandSiteNames(): string[] {
  return readdirSync(SITES_DIR).sort();
}

/** One saved site: sites/<name>/index.html, the .css files beside it and manifest.json. */
export function readBrandSite(name: string): BrandSite {
  const dir = path.join(SITES_DIR, name);
  const files = readdirSync(dir).sort();
  const read = (file: string) => readFileSync(path.join(dir, file), "utf8");
  return {
    name,
    url: `${BRAND_SITE_ORIGIN}/`,
    html: read("index.html"),
    stylesheets: files.filter((file) => file.endsWith(".css")).map(read),
    manifest: files.includes("manifest.json") ? read("manifest.json") : null,
  };
}
