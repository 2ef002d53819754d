import type { TAgentNode } from "@parlo/validators";
import { describe, expect, it } from "vitest";
import { appendNode, newNodeId, removeNode } from "./node-ids";

const flow: TAgentNode[] = [
  { id: "start", type: "start", label: "Start", next: "hello" },
  { id: "hello", type: "message", label: "Hello", text: "Hi", next: "assistant" },
  { id: "assistant", type: "prompt", label: "Assistant", text: "Help" },
];

describe("prompt flow editing", () => {
  it("makes ids that are not taken", () => {
    let n = 0;
    const sequence = () => [0, 0, 0, 0, 0, 0, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5][n++] ?? 0;
    expect(newNodeId("message", new Set(["message_aaaaaa"]), sequence)).toBe("message_ssssss");
  });

  it("reconnects the flow around a removed step", () => {
    expect(removeNode(flow, "hello")).toEqual([
      { id: "start", type: "start", label: "Start", next: "assistant" },
      flow[2],
    ]);
  });

  it("connects a new step after the last open one", () => {
    const end: TAgentNode = { id: "end_1", type: "end", label: "End" };
    expect(appendNode(flow, end).map((node) => [node.id, node.next])).toEqual([
      ["start", "hello"],
      ["hello", "assistant"],
      ["assistant", "end_1"],
      ["end_1", undefined],
    ]);
  });
});
