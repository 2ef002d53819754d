import { HANDOFF_MESSAGES, MAX_MESSAGE_CHARS, type TGetConversationOutput } from "@parlo/validators";
import { describe, expect, it } from "vitest";
import { canTakeOver, replyKeyAction, replyProblem, withMessage, withStatus } from "./handoff-state";

const detail: TGetConversationOutput = {
  conversation: {
    id: "c1",
    title: "Visitor",
    channel: "widget",
    status: "handoff_requested",
    visitorId: "v_1",
    messageCount: 1,
    preview: "Hello",
    createdAt: "2026-01-01T00:00:00.000Z",
    lastMessageAt: "2026-01-01T00:01:00.000Z",
  },
  messages: [{ id: "m1", role: "user", content: "Hello", createdAt: "2026-01-01T00:01:00.000Z", model: null }],
};
const reply = { id: "m2", role: "human" as const, content: "Hi, this is Sam", createdAt: "2026-01-01T00:02:00.000Z" };

describe("canTakeOver", () => {
  it("offers Take over unless a person already has the conversation", () => {
    expect(canTakeOver("ai")).toBe(true);
    expect(canTakeOver("handoff_requested")).toBe(true);
    expect(canTakeOver("human")).toBe(false);
  });
});

describe("replyProblem", () => {
  it("refuses empty and too long replies", () => {
    expect(replyProblem("   \n")).toBe(HANDOFF_MESSAGES.emptyReply);
    expect(replyProblem("x".repeat(MAX_MESSAGE_CHARS + 1))).not.toBeNull();
    expect(replyProblem("x".repeat(MAX_MESSAGE_CHARS))).toBeNull();
    expect(replyProblem("Hi")).toBeNull();
  });
});

describe("replyKeyAction", () => {
  it("sends on Enter, types a new line on Shift+Enter or while composing", () => {
    expect(replyKeyAction("Enter", false, false)).toBe("send");
    expect(replyKeyAction("Enter", true, false)).toBe("type");
    expect(replyKeyAction("Enter", false, true)).toBe("type");
    expect(replyKeyAction("a", false, false)).toBe("type");
  });
});

describe("withMessage", () => {
  it("appends the reply once", () => {
    const next = withMessage(detail, reply);
    expect(next?.messages.map((m) => m.id)).toEqual(["m1", "m2"]);
    expect(next?.messages[1]).toMatchObject({ role: "human", model: null });
    expect(next?.conversation.messageCount).toBe(2);
    expect(withMessage(next, reply)).toBe(next);
  });

  it("leaves a missing conversation alone", () => {
    expect(withMessage(undefined, reply)).toBeUndefined();
    expect(withMessage(null, reply)).toBeNull();
  });
});

describe("withStatus", () => {
  it("changes the status only when it differs", () => {
    expect(withStatus(detail, "human")?.conversation.status).toBe("human");
    expect(withStatus(detail, "handoff_requested")).toBe(detail);
  });
});
