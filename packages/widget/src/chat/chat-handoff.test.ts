import { describe, expect, it } from "vitest";
import { HANDOFF_POLL_MS, pollInterval, showHandoff, TAKEOVER_POLL_MS } from "./chat-handoff";
import type { ChatMessage } from "./chat-messages";

const greeting: ChatMessage[] = [{ id: "g", role: "assistant", content: "Hi" }];
const written: ChatMessage[] = [...greeting, { id: "u", role: "user", content: "Hello" }];
const agent = (enableHumanHandoff: boolean, alwaysShowHandoff: boolean, teamOnline = true, evenIfOffline = false) => ({
  enableHumanHandoff,
  alwaysShowHandoff,
  teamOnline,
  showHandoffEvenIfOffline: evenIfOffline,
});

describe("showHandoff", () => {
  it("shows only for agents that offer a person, after the first message unless always shown", () => {
    expect(showHandoff(agent(false, true), "ai", written)).toBe(false);
    expect(showHandoff(agent(true, false), "ai", greeting)).toBe(false);
    expect(showHandoff(agent(true, false), "ai", written)).toBe(true);
    expect(showHandoff(agent(true, true), "ai", greeting)).toBe(true);
    expect(showHandoff(null, "ai", written)).toBe(false);
  });

  it("hides while the whole team is offline, unless the agent offers a person even then", () => {
    expect(showHandoff(agent(true, true, false), "ai", written)).toBe(false);
    expect(showHandoff(agent(true, true, false, true), "ai", written)).toBe(true);
    expect(showHandoff(agent(true, false, false, true), "ai", greeting)).toBe(false);
  });

  it("hides once a person was asked for or has taken over", () => {
    expect(showHandoff(agent(true, true), "handoff_requested", written)).toBe(false);
    expect(showHandoff(agent(true, true), "human", written)).toBe(false);
  });
});

describe("pollInterval", () => {
  it("looks often while a person is asked for or answering", () => {
    expect(pollInterval("handoff_requested", written)).toBe(HANDOFF_POLL_MS);
    expect(pollInterval("human", written)).toBe(HANDOFF_POLL_MS);
  });

  it("looks now and then while the agent answers, once there is a conversation", () => {
    expect(pollInterval("ai", written)).toBe(TAKEOVER_POLL_MS);
    expect(pollInterval("ai", greeting)).toBeNull();
    expect(TAKEOVER_POLL_MS).toBeGreaterThan(HANDOFF_POLL_MS);
  });
});
