import type { TAgentTool } from "@parlo/validators";
import { describe, expect, it } from "vitest";
import {
  serverHost,
  toolFieldError,
  toolsSignature,
  toolsWithSaved,
  withAssignment,
  withoutTool,
} from "./tools-payload";

const tool = (id: string, name = id): TAgentTool => ({
  id,
  name,
  description: "",
  serverUrl: `https://${id}.example.com/run`,
  fields: [],
});

describe("toolsWithSaved", () => {
  it("replaces the tool with the same id in place", () => {
    const next = toolsWithSaved([tool("a"), tool("b"), tool("c")], tool("b", "B2"));
    expect(next.map((t) => t.name)).toEqual(["a", "B2", "c"]);
  });

  it("adds a new tool at the end", () => {
    expect(toolsWithSaved([tool("a")], tool("n")).map((t) => t.id)).toEqual(["a", "n"]);
  });

  it("sends the other tools without secrets, as loaded", () => {
    const next = toolsWithSaved([tool("a")], { ...tool("n"), serverUrlSecret: "typed" });
    expect(next[0]).not.toHaveProperty("serverUrlSecret");
    expect(next[1]?.serverUrlSecret).toBe("typed");
  });
});

describe("withoutTool", () => {
  it("removes the tool and its assignment", () => {
    expect(withoutTool({ tools: [tool("a"), tool("b")], assignedToolsIds: ["b", "a"] }, "a")).toEqual({
      tools: [tool("b")],
      assignedToolsIds: ["b"],
    });
  });

  it("leaves an unknown id alone", () => {
    const state = { tools: [tool("a")], assignedToolsIds: ["a"] };
    expect(withoutTool(state, "zz")).toEqual(state);
  });
});

describe("withAssignment", () => {
  it("adds once and removes", () => {
    expect(withAssignment(["a"], "b", true)).toEqual(["a", "b"]);
    expect(withAssignment(["a", "b"], "b", true)).toEqual(["a", "b"]);
    expect(withAssignment(["a", "b"], "a", false)).toEqual(["b"]);
    expect(withAssignment([], "a", false)).toEqual([]);
  });
});

describe("serverHost", () => {
  it("shows the host, or the text when it is not a URL", () => {
    expect(serverHost("https://api.example.com:8443/orders?x=1")).toBe("api.example.com:8443");
    expect(serverHost("not a url")).toBe("not a url");
  });
});

describe("toolFieldError", () => {
  it("names the field of the saved tool", () => {
    expect(toolFieldError("tools.2.serverUrl: Please enter a valid URL.", 2)).toEqual({
      path: "serverUrl",
      message: "Please enter a valid URL.",
    });
    expect(toolFieldError("tools.2.fields.0.key: Field key is required.", 2)?.path).toBe("fields.0.key");
  });

  it("ignores other tools and other settings", () => {
    expect(toolFieldError("tools.1.serverUrl: Please enter a valid URL.", 2)).toBeNull();
    expect(toolFieldError("title: Required", 0)).toBeNull();
  });
});

describe("toolsSignature", () => {
  it("changes with the tools, their updates and the assignment, not with field order in a tool", () => {
    const base = { tools: [{ ...tool("a"), updatedAt: 1 }], assignedToolsIds: [] };
    const same = {
      tools: [{ fields: [], serverUrl: "x", description: "d", name: "a", id: "a", updatedAt: 1 }],
      assignedToolsIds: [],
    };
    expect(toolsSignature(same)).toBe(toolsSignature(base));
    expect(toolsSignature({ ...base, assignedToolsIds: ["a"] })).not.toBe(toolsSignature(base));
    expect(toolsSignature({ ...base, tools: [{ ...tool("a"), updatedAt: 2 }] })).not.toBe(toolsSignature(base));
    expect(toolsSignature({ ...base, tools: [] })).not.toBe(toolsSignature(base));
  });
});
