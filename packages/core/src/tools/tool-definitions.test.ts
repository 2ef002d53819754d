import type { TAgentTool } from "@parlo/validators";
import { describe, expect, it } from "vitest";
import { assignedTools, sanitizeToolName, TOOL_NAME_PATTERN, toolDefinitions } from "./tool-definitions";

const tool = (overrides: Partial<TAgentTool> = {}): TAgentTool => ({
  id: "t1",
  name: "Order lookup",
  description: "Finds an order by its id",
  serverUrl: "https://tools.example.com/orders",
  fields: [],
  ...overrides,
});

describe("agent tools as model functions", () => {
  it("keeps only the assigned tools", () => {
    const tools = [tool({ id: "a" }), tool({ id: "b" }), tool({ id: "c" })];
    expect(assignedTools({ tools, assignedToolsIds: ["c", "a", "zz"] }).map((t) => t.id)).toEqual(["a", "c"]);
    expect(assignedTools({ tools })).toEqual([]);
    expect(assignedTools({ tools, assignedToolsIds: [] })).toEqual([]);
    expect(assignedTools({ assignedToolsIds: ["a"] })).toEqual([]);
  });

  it("makes names the APIs accept, unique", () => {
    expect(sanitizeToolName("Order lookup!", "t1")).toBe("Order_lookup");
    expect(sanitizeToolName("  ", "t-1")).toBe("tool_t-1");
    expect(sanitizeToolName("é".repeat(5), "x")).toBe("tool_x");
    expect(sanitizeToolName("a".repeat(80), "x")).toHaveLength(64);
    const { definitions, byName } = toolDefinitions([
      tool({ id: "a", name: "Lookup" }),
      tool({ id: "b", name: "Lookup" }),
      tool({ id: "c", name: "b".repeat(70) }),
      tool({ id: "d", name: "b".repeat(70) }),
    ]);
    const names = definitions.map((definition) => definition.name);
    expect(names.slice(0, 2)).toEqual(["Lookup", "Lookup_2"]);
    expect(names[3]).toBe(`${"b".repeat(62)}_2`);
    for (const name of names) expect(name).toMatch(TOOL_NAME_PATTERN);
    expect(byName.get("Lookup_2")?.id).toBe("b");
  });

  it("describes the fields the model fills: types, descriptions, defaults, required without default", () => {
    const [definition] = toolDefinitions([
      tool({
        fields: [
          { in: "query", key: "orderId", type: "string", description: "The order number", required: true },
          { in: "body", key: "count", type: "number", defaultValue: "1", required: true },
          { in: "body", key: "express", type: "boolean" },
          { in: "body", key: "filter", type: "object", description: "Extra filters" },
          { in: "header", key: "X-Api-Key", type: "string", value: "fixed-key", required: true },
        ],
      }),
    ]).definitions;
    expect(definition).toEqual({
      name: "Order_lookup",
      description: "Finds an order by its id",
      parameters: {
        type: "object",
        properties: {
          orderId: { type: "string", description: "The order number" },
          count: { type: "number", description: "Default: 1" },
          express: { type: "boolean" },
          filter: { type: "object", description: "Extra filters" },
        },
        required: ["orderId"],
        additionalProperties: false,
      },
    });
  });
});
