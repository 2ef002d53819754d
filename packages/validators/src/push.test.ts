import { describe, expect, it } from "vitest";
import { vapidEnvProblem, vapidSubjectOf, webPushEnv } from "./env";
import { takesPush, ZPushSubscriptionInput } from "./push";

const keys = { p256dh: `B${"x".repeat(86)}`, auth: "y".repeat(22) };

describe("a browser's push subscription as the procedures take it", () => {
  it("takes what PushSubscription.toJSON() gives, and refuses malformed keys and long endpoints", () => {
    expect(ZPushSubscriptionInput.safeParse({ endpoint: "https://push.example.test/a", keys }).success).toBe(true);
    for (const input of [
      { endpoint: "https://push.example.test/a", keys: { ...keys, p256dh: `A${"x".repeat(86)}` } },
      { endpoint: "https://push.example.test/a", keys: { ...keys, p256dh: `B${"x".repeat(85)}=` } },
      { endpoint: "https://push.example.test/a", keys: { ...keys, auth: "y".repeat(21) } },
      { endpoint: `https://push.example.test/${"a".repeat(2030)}`, keys },
      { endpoint: "javascript:alert(1)", keys },
      { endpoint: "https://push.example.test/a" },
    ]) {
      expect(ZPushSubscriptionInput.safeParse(input).success, JSON.stringify(input).slice(0, 60)).toBe(false);
    }
  });

  it("is for clients who chose push or all channels", () => {
    expect([takesPush("push"), takesPush("all"), takesPush("email"), takesPush("none")]).toEqual([
      true,
      true,
      false,
      false,
    ]);
  });
});

describe("the VAPID variables", () => {
  it("come as a pair or not at all, in their formats", () => {
    expect(vapidEnvProblem({})).toBeNull();
    expect(vapidEnvProblem({ VAPID_PUBLIC_KEY: keys.p256dh, VAPID_PRIVATE_KEY: "k".repeat(43) })).toBeNull();
    expect(vapidEnvProblem({ VAPID_PUBLIC_KEY: keys.p256dh })).toContain("VAPID_PRIVATE_KEY");
    expect(vapidEnvProblem({ VAPID_PRIVATE_KEY: "k".repeat(43) })).toContain("VAPID_PUBLIC_KEY");
    expect(webPushEnv.VAPID_PRIVATE_KEY.safeParse("short").success).toBe(false);
    expect(webPushEnv.VAPID_SUBJECT.safeParse("mailto:ops@parlo.app").success).toBe(true);
    expect(webPushEnv.VAPID_SUBJECT.safeParse("https://parlo.app/contact").success).toBe(true);
    expect(webPushEnv.VAPID_SUBJECT.safeParse("http://parlo.app").success).toBe(false);
    expect(webPushEnv.VAPID_SUBJECT.safeParse("ops@parlo.app").success).toBe(false);
  });

  it("default the subject to mailto: and the product's sender address", () => {
    expect(vapidSubjectOf({ EMAIL_FROM: "Parlo <no-reply@parlo.app>" })).toBe("mailto:no-reply@parlo.app");
    expect(vapidSubjectOf({ EMAIL_FROM: "no-reply@parlo.app" })).toBe("mailto:no-reply@parlo.app");
    expect(vapidSubjectOf({ EMAIL_FROM: "x", VAPID_SUBJECT: "https://parlo.app" })).toBe("https://parlo.app");
  });
});
