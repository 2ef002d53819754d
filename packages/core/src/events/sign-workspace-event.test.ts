import { createHmac } from "node:crypto";
import { verifyStandardWebhook } from "@parlo/testing/verify-standard-webhook";
import { zEventSigningSecret } from "@parlo/validators";
import { describe, expect, it } from "vitest";
import { newEventSigningSecret } from "./new-event-signing-secret";
import { signWorkspaceEvent } from "./sign-workspace-event";
import { newWorkspaceEventId, zWorkspaceEventId } from "./workspace-event-job";

// 32 bytes 0x00..0x1f, base64
const secret = "whsec_AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8=";
const id = "msg_2KWPBgLlAfxdpx2AI54pPJ85f4W";
const body = '{"type":"lead.created","payload":{"leadId":"l1","createdAt":"2025-03-01T12:00:00.000Z"}}';
const at = new Date("2025-03-01T12:00:00.750Z");

describe("signWorkspaceEvent", () => {
  it("matches the Standard Webhooks reference signature", () => {
    const headers = signWorkspaceEvent({
      secret: "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
      id: "msg_p5jXN8AQM9LWM0D4loKWxJek",
      body: '{"test": 2432232314}',
      at: new Date(1614265330_000),
    });
    expect(headers).toEqual({
      "webhook-id": "msg_p5jXN8AQM9LWM0D4loKWxJek",
      "webhook-timestamp": "1614265330",
      "webhook-signature": "v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=",
    });
  });

  it("signs '{id}.{timestamp}.{body}' with HMAC-SHA256 keyed with the decoded secret, in base64", () => {
    const key = Buffer.from(Array.from({ length: 32 }, (_, byte) => byte));
    const expected = createHmac("sha256", key).update(`${id}.1740830400.${body}`).digest("base64");
    expect(signWorkspaceEvent({ secret, id, body, at })).toEqual({
      "webhook-id": id,
      "webhook-timestamp": "1740830400",
      "webhook-signature": `v1,${expected}`,
    });
    // not keyed with the secret's text (what the old X-Parlo-Signature did)
    const textKeyed = createHmac("sha256", secret).update(`${id}.1740830400.${body}`).digest("base64");
    expect(signWorkspaceEvent({ secret, id, body, at })["webhook-signature"]).not.toBe(`v1,${textKeyed}`);
  });

  it("verifies, and fails for a changed body, timestamp or id, another secret and an old timestamp", () => {
    const headers = signWorkspaceEvent({ secret, id, body, at });
    expect(verifyStandardWebhook({ headers, body }, secret)).toBe(true);
    expect(verifyStandardWebhook({ headers, body }, secret, { toleranceSeconds: 300, now: at })).toBe(true);

    expect(verifyStandardWebhook({ headers, body: body.replace("l1", "l2") }, secret)).toBe(false);
    expect(verifyStandardWebhook({ headers, body: `${body} ` }, secret)).toBe(false);
    expect(verifyStandardWebhook({ headers: { ...headers, "webhook-timestamp": "1740830401" }, body }, secret)).toBe(
      false,
    );
    expect(verifyStandardWebhook({ headers: { ...headers, "webhook-id": "msg_other" }, body }, secret)).toBe(false);
    expect(verifyStandardWebhook({ headers, body }, newEventSigningSecret())).toBe(false);
    expect(
      verifyStandardWebhook({ headers, body }, secret, {
        toleranceSeconds: 300,
        now: new Date(at.getTime() + 600_000),
      }),
    ).toBe(false);
    expect(verifyStandardWebhook({ headers: { ...headers, "webhook-signature": "garbage" }, body }, secret)).toBe(
      false,
    );
  });

  it("refuses a secret that is not a whsec_ secret", () => {
    expect(() => signWorkspaceEvent({ secret: "vg_abcdefghijklmnopqrst", id, body, at })).toThrow(
      "Not an event signing secret",
    );
  });
});

describe("event signing secrets and event ids", () => {
  it("makes 'whsec_' + base64 of 32 random bytes, different each time", () => {
    const first = newEventSigningSecret();
    const second = newEventSigningSecret();
    for (const value of [first, second]) {
      expect(value).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
      expect(Buffer.from(value.slice("whsec_".length), "base64")).toHaveLength(32);
      expect(value.length).toBeLessThanOrEqual(60);
      expect(zEventSigningSecret.safeParse(value).success).toBe(true);
    }
    expect(first).not.toBe(second);
    expect(zEventSigningSecret.safeParse("vg_abcdefghijklmnopqrst").success).toBe(false);
  });

  it("makes msg_ event ids", () => {
    const eventId = newWorkspaceEventId();
    expect(eventId).toMatch(/^msg_[A-Za-z0-9_-]{24}$/);
    expect(zWorkspaceEventId.safeParse(eventId).success).toBe(true);
    expect(newWorkspaceEventId()).not.toBe(eventId);
  });
});
