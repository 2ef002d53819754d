import { describe, expect, it } from "vitest";
import { handoffAlertText, newHandoffs, titleWithCount } from "./handoff-alerts";

const item = (conversationId: string) => ({ conversationId, agentTitle: "Front desk", lastVisitorMessage: "Help" });

describe("handoff alerts", () => {
  it("alerts nothing on the first poll, then only requests not seen before", () => {
    expect(newHandoffs(null, [item("a"), item("b")])).toEqual([]);
    expect(newHandoffs(new Set(["a"]), [item("a"), item("b")])).toEqual([item("b")]);
    expect(newHandoffs(new Set(["a", "b"]), [item("b")])).toEqual([]);
  });

  it("names the agent and quotes the visitor", () => {
    expect(handoffAlertText(item("a"))).toEqual({ title: "A visitor asked Front desk for a person", body: "Help" });
    expect(handoffAlertText({ ...item("a"), lastVisitorMessage: "" }).body).toBe("Open the chat to take over.");
  });

  it("puts the count in front of the tab title and takes it away at zero", () => {
    expect(titleWithCount("Agents", 2)).toBe("(2) Agents");
    expect(titleWithCount("(2) Agents", 3)).toBe("(3) Agents");
    expect(titleWithCount("(3) Agents", 0)).toBe("Agents");
  });
});
