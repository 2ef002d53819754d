import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { detectBrand } from "./detect-brand";
import { readPageBrand } from "./read-page-brand";

/** Where the saved fixtures pretend to live. */
export const FIXTURE_ORIGIN = "https://www.example.test";

/**
 * The brand detected in a saved website fixture (test support): fixtures/<name>/index.html, every
 * .css file beside it as a linked stylesheet, and manifest.json as the page's manifest.
 */
export function fixtureBrand(name: string): { colors: string[]; favicon: string | null } {
  const dir = path.join(import.meta.dirname, "fixtures", name);
  const files = readdirSync(dir);
  const html = readFileSync(path.join(dir, "index.html"), "utf8");
  const page = readPageBrand(html, `${FIXTURE_ORIGIN}/`);
  const manifestUrl = page.manifest;
  return detectBrand({
    page,
    stylesheets: files
      .filter((file) => file.endsWith(".css"))
      .map((file) => readFileSync(path.join(dir, file), "utf8")),
    manifest:
      files.includes("manifest.json") && manifestUrl
        ? { text: readFileSync(path.join(dir, "manifest.json"), "utf8"), url: manifestUrl }
        : null,
  });
}
