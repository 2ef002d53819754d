import { describe, expect, it } from "vitest";
import {
  readWorkspaceEventSettings,
  WORKSPACE_EVENT_LABELS,
  WORKSPACE_EVENT_MESSAGES,
  WORKSPACE_EVENT_TYPES,
  ZPostWorkspaceLogInput,
  ZUpdateWorkspaceEventSettingsInput,
} from "./workspace-events";

const scope = { region: "eu", workspaceId: "abcdefghijklmno" } as const;

describe("workspace event settings", () => {
  it("labels every event type", () => {
    expect(WORKSPACE_EVENT_TYPES).toHaveLength(8);
    for (const type of WORKSPACE_EVENT_TYPES) expect(WORKSPACE_EVENT_LABELS[type]).toBeTruthy();
  });

  it("reads stored settings leniently: unknown types dropped, bad endpoints off", () => {
    expect(readWorkspaceEventSettings({})).toEqual({ endpoint: "", subscribedEvents: [] });
    expect(readWorkspaceEventSettings(null)).toEqual({ endpoint: "", subscribedEvents: [] });
    expect(
      readWorkspaceEventSettings({
        countryCode: "GB",
        eventSettings: {
          endpoint: "https://a.test/h",
          subscribedEvents: ["lead.created", "nope", "conversation.started"],
        },
      }),
    ).toEqual({ endpoint: "https://a.test/h", subscribedEvents: ["conversation.started", "lead.created"] });
    expect(
      readWorkspaceEventSettings({ eventSettings: { endpoint: "file:///etc/passwd", subscribedEvents: 3 } }),
    ).toEqual({ endpoint: "", subscribedEvents: [] });
  });

  it("validates the endpoint and the types of an update", () => {
    const parse = (endpoint: string, subscribedEvents: string[] = []) =>
      ZUpdateWorkspaceEventSettingsInput.safeParse({ ...scope, endpoint, subscribedEvents });
    expect(parse(" https://hooks.test/x ").data?.endpoint).toBe("https://hooks.test/x");
    expect(parse("").success).toBe(true);
    for (const bad of ["hooks.test", "ftp://hooks.test", "https://", "https://user:pw@hooks.test/"]) {
      expect(parse(bad).error?.issues[0]?.message, bad).toBe(WORKSPACE_EVENT_MESSAGES.invalidUrl);
    }
    expect(parse("https://h.test", ["lead.created", "x"]).error?.issues[0]?.message).toBe(
      WORKSPACE_EVENT_MESSAGES.unknownType,
    );
    expect(parse("https://h.test", ["payment.failed", "lead.created", "lead.created"]).data?.subscribedEvents).toEqual([
      "lead.created",
      "payment.failed",
    ]);
  });
});

describe("ZPostWorkspaceLogInput", () => {
  it("fills the defaults and refuses oversized metadata", () => {
    expect(ZPostWorkspaceLogInput.parse({ type: "info", content: " hi " })).toEqual({
      type: "info",
      content: "hi",
      channel: "web",
      metadata: {},
      withEmail: false,
    });
    expect(
      ZPostWorkspaceLogInput.safeParse({ type: "info", content: "x", metadata: { a: "x".repeat(17_000) } }).success,
    ).toBe(false);
  });
});
