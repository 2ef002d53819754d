import type { TAgentTool } from "@parlo/validators";
import { describe, expect, it } from "vitest";
import { toolArguments } from "./tool-arguments";

const tool: TAgentTool = {
  id: "t1",
  name: "Order lookup",
  description: "",
  serverUrl: "https://tools.example.com/orders",
  fields: [
    { in: "query", key: "orderId", type: "string", required: true },
    { in: "body", key: "count", type: "number", defaultValue: "2" },
    { in: "body", key: "express", type: "boolean" },
    { in: "body", key: "filter", type: "object" },
    { in: "header", key: "X-Api-Key", type: "string", value: "fixed" },
  ],
};

function values(args: string) {
  const result = toolArguments(tool, args);
  if (!result.ok) throw new Error(result.problem);
  return Object.fromEntries(result.values.map(({ field, value }) => [field.key, value]));
}

describe("toolArguments", () => {
  it("takes the model's arguments in the fields' types, defaults and fixed values", () => {
    expect(values('{"orderId":"A-1","express":true,"filter":{"a":1},"X-Api-Key":"model tries"}')).toEqual({
      orderId: "A-1",
      count: 2,
      express: true,
      filter: { a: 1 },
      "X-Api-Key": "fixed",
    });
  });

  it("accepts what models often send: numbers as text, ids as numbers, objects as JSON text", () => {
    expect(values('{"orderId":123,"count":"5","express":"false","filter":"{\\"b\\":2}"}')).toEqual({
      orderId: "123",
      count: 5,
      express: false,
      filter: { b: 2 },
      "X-Api-Key": "fixed",
    });
  });

  it("refuses missing required fields, wrong types and arguments that are not a JSON object", () => {
    expect(toolArguments(tool, "{}")).toEqual({ ok: false, problem: '"orderId" is required' });
    expect(toolArguments(tool, "")).toEqual({ ok: false, problem: '"orderId" is required' });
    expect(toolArguments(tool, '{"orderId":"1","count":"many"}')).toEqual({
      ok: false,
      problem: '"count" must be a number',
    });
    expect(toolArguments(tool, '{"orderId":"1","express":"yes"}')).toEqual({
      ok: false,
      problem: '"express" must be true or false',
    });
    expect(toolArguments(tool, '{"orderId":"1","filter":[1]}')).toEqual({
      ok: false,
      problem: '"filter" must be an object',
    });
    expect(toolArguments(tool, '{"orderId":{"x":1}}')).toEqual({ ok: false, problem: '"orderId" must be a string' });
    expect(toolArguments(tool, "[1]")).toEqual({ ok: false, problem: "the arguments must be a JSON object" });
    expect(toolArguments(tool, "{oops")).toEqual({ ok: false, problem: "the arguments are not valid JSON" });
  });

  it("names a default of the wrong type as the tool's setting", () => {
    const broken: TAgentTool = { ...tool, fields: [{ in: "body", key: "n", type: "number", defaultValue: "x" }] };
    expect(toolArguments(broken, "{}")).toEqual({ ok: false, problem: `the tool's setting for "n" must be a number` });
  });
});
