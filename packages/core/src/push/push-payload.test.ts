import { PUSH_LIMITS } from "@parlo/validators";
import { describe, expect, it } from "vitest";
import { pushPayload } from "./push-payload";

const bytes = (text: string) => Buffer.byteLength(text, "utf8");

describe("a push's payload", () => {
  it("is the notification's title, body, link and tag as JSON", () => {
    const payload = { title: "A visitor asks for a person", body: "Call me", url: "/convos?agent=a&c=1", tag: "n1" };
    expect(JSON.parse(pushPayload(payload))).toEqual(payload);
  });

  it("stays within 3 KB: the body is shortened first, then the title, whole characters only", () => {
    const long = pushPayload({ title: "Lead", body: "é🙂".repeat(2000), url: "/leads", tag: "n2" });
    expect(bytes(long)).toBeLessThanOrEqual(PUSH_LIMITS.payloadMaxBytes);
    const parsed: unknown = JSON.parse(long);
    expect(parsed).toMatchObject({ title: "Lead", url: "/leads", tag: "n2" });
    const body = parsed && typeof parsed === "object" && "body" in parsed ? String(parsed.body) : "";
    expect(body.endsWith("…")).toBe(true);
    expect(body).not.toContain("\uFFFD");
    expect(body.length).toBeGreaterThan(500);

    const both = pushPayload({ title: "T".repeat(5000), body: "B".repeat(5000), url: "/", tag: "n3" });
    expect(bytes(both)).toBeLessThanOrEqual(PUSH_LIMITS.payloadMaxBytes);
    expect(JSON.parse(both)).toMatchObject({ body: "" });
    // a link that alone would not fit: the app's front page
    const link = pushPayload({ title: "T", body: "B", url: `/${"q".repeat(4000)}`, tag: "n4" });
    expect(JSON.parse(link)).toMatchObject({ url: "/", title: "T", body: "B" });
  });
});
