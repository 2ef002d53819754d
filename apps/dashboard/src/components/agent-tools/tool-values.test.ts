import { ZAgentTool, type TAgentTool } from "@parlo/validators";
import { describe, expect, it } from "vitest";
import { newTool, newToolField, toolFormValues, toolToSave } from "./tool-values";

const stored: TAgentTool = {
  id: "tool_abc12345",
  name: "Order lookup",
  description: "Finds an order",
  serverUrl: "https://api.example.com/orders",
  fields: [{ in: "query", key: "orderId", type: "string", required: true }],
  userId: "user_1",
  createdAt: 100,
  updatedAt: 200,
};

describe("newTool", () => {
  it("has the id, empty texts, no fields and the creation time, and no userId", () => {
    const tool = newTool("tool_x", 1700000000);
    expect(tool).toEqual({
      id: "tool_x",
      name: "",
      description: "",
      serverUrl: "",
      serverUrlSecret: "",
      fields: [],
      createdAt: 1700000000,
      updatedAt: 1700000000,
    });
    expect(ZAgentTool.safeParse(tool).success).toBe(false);
  });

  it("adds fields that pass the schema once keyed", () => {
    const field = { ...newToolField(), key: "email" };
    expect(ZAgentTool.shape.fields.element.safeParse(field).success).toBe(true);
  });
});

describe("toolFormValues", () => {
  it("fills optional texts and starts the secret empty", () => {
    expect(toolFormValues(stored)).toEqual({
      ...stored,
      serverUrlSecret: "",
      fields: [{ in: "query", key: "orderId", type: "string", required: true, defaultValue: "", description: "" }],
    });
  });
});

describe("toolToSave", () => {
  it("leaves out empty optional texts and an untyped secret, and stamps updatedAt", () => {
    const saved = toolToSave(toolFormValues(stored), 300);
    expect(saved).toEqual({ ...stored, updatedAt: 300 });
    expect(saved).not.toHaveProperty("serverUrlSecret");
    expect(ZAgentTool.safeParse(saved).success).toBe(true);
  });

  it("keeps a typed secret and field texts", () => {
    const values = toolFormValues(stored);
    values.serverUrlSecret = "s3cret";
    values.fields = [
      { in: "body", key: "n", type: "number", defaultValue: "1", description: "How many", required: false },
    ];
    const saved = toolToSave(values, 300);
    expect(saved.serverUrlSecret).toBe("s3cret");
    expect(saved.fields).toEqual(values.fields);
  });

  it("treats a blank secret as not typed", () => {
    expect(toolToSave({ ...toolFormValues(stored), serverUrlSecret: "   " }, 1)).not.toHaveProperty("serverUrlSecret");
  });

  it("sets createdAt when missing", () => {
    const { createdAt: _c, ...withoutCreated } = stored;
    expect(toolToSave(toolFormValues(withoutCreated), 42).createdAt).toBe(42);
  });
});
