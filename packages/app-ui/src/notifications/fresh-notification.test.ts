import type { TNotification } from "@parlo/validators";
import { describe, expect, it } from "vitest";
import { notificationToToast } from "./fresh-notification";

const at = (iso: string, fields: Partial<TNotification> = {}): TNotification => ({
  id: iso,
  kind: "handoff_request",
  title: "t",
  body: "b",
  urlPathname: "/convos",
  level: 2,
  seen: false,
  read: false,
  ts: new Date(iso),
  ...fields,
});

describe("the notification to toast", () => {
  const now = new Date("2026-11-27T10:00:00Z");

  it("is the newest, unseen and under 180 s old", () => {
    const list = [at("2026-11-27T09:59:00Z"), at("2026-11-27T09:58:00Z")];
    expect(notificationToToast(list, now)?.id).toBe("2026-11-27T09:59:00Z");
  });

  it("is none when the newest was shown, is older than 180 s, or there is none", () => {
    expect(
      notificationToToast(
        [at("2026-11-27T09:59:00Z", { seen: true }), at("2026-11-27T09:59:30Z", { seen: true })],
        now,
      ),
    ).toBeNull();
    expect(notificationToToast([at("2026-11-27T09:56:59Z")], now)).toBeNull();
    expect(notificationToToast([at("2026-11-27T09:57:00Z")], now)?.id).toBe("2026-11-27T09:57:00Z");
    expect(notificationToToast([], now)).toBeNull();
  });
});
