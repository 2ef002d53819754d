/**
 * `pnpm fonts:generate`: writes packages/core/src/agency/google-font-families.json, the Google Fonts
 * family names the agency font field accepts, from the `google-fonts-complete` package (a dev
 * dependency of @parlo/core). The product checks fonts against this list without network access.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const require = createRequire(fileURLToPath(new URL("../packages/core/package.json", import.meta.url)));
const source = require.resolve("google-fonts-complete/google-fonts.json");
const fonts: unknown = JSON.parse(readFileSync(source, "utf8"));
if (typeof fonts !== "object" || fonts === null) throw new Error(`Unexpected content in ${source}`);
const families = Object.keys(fonts).sort((a, b) => a.localeCompare(b, "en"));
const target = fileURLToPath(new URL("../packages/core/src/agency/google-font-families.json", import.meta.url));
writeFileSync(target, `${JSON.stringify(families)}\n`);
console.log(`Wrote ${families.length} font families to ${target}`);
