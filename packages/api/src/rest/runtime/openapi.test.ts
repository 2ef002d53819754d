import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { runtimeOpenApiDocument, runtimeOpenApiJson } from "./openapi";

const COMMITTED = new URL("../../../../../docs/openapi.json", import.meta.url);

describe("the runtime API's OpenAPI document", () => {
  it("is OpenAPI 3.1 with every runtime route and its schemas", () => {
    const document = runtimeOpenApiDocument();
    expect(document.openapi).toBe("3.1.0");
    const paths = Object.keys(Object(document.paths)).sort();
    expect(paths).toEqual([
      "/api/runtime/{region}/agents/{agentId}/conversations",
      "/api/runtime/{region}/agents/{agentId}/conversations/{conversationId}/handoff",
      "/api/runtime/{region}/agents/{agentId}/conversations/{conversationId}/lead",
      "/api/runtime/{region}/agents/{agentId}/conversations/{conversationId}/messages",
      "/api/runtime/{region}/agents/{agentId}/conversations/{conversationId}/stream",
    ]);
    const text = runtimeOpenApiJson();
    // every $ref points at a component that exists
    const schemas = Object.keys(Object(Object(document.components).schemas));
    for (const [, name] of text.matchAll(/"\$ref": "#\/components\/schemas\/([A-Za-z]+)"/g)) {
      expect(schemas).toContain(name);
    }
    expect(text).not.toContain('"$schema"');
  });

  it("docs/openapi.json is up to date", async () => {
    const committed = await readFile(COMMITTED, "utf8").catch(() => "");
    expect(
      committed === runtimeOpenApiJson(),
      "docs/openapi.json is stale: run `pnpm docs:openapi` and commit it",
    ).toBe(true);
  });
});
