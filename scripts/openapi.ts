/**
 * `pnpm docs:openapi`: writes docs/openapi.json, the runtime API's OpenAPI 3.1 document made from
 * its zod schemas (packages/api/src/rest/runtime/openapi.ts). Its unit test fails while the file is stale.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { runtimeOpenApiJson } from "../packages/api/src/rest/runtime/openapi";
import { ROOT } from "./stack/paths";

const target = path.join(ROOT, "docs", "openapi.json");
await writeFile(target, runtimeOpenApiJson());
console.log(`wrote ${path.relative(ROOT, target)}`);
