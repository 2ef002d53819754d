import { describe, expect, it } from "vitest";
import { createMailer } from "./mailer";
import { toOutgoingMail } from "./to-outgoing-mail";

describe("createMailer config validation", () => {
  it("rejects a non-SMTP URL for the smtp transport", () => {
    expect(() => createMailer({ transport: "smtp", smtpUrl: "http://localhost:1025", from: "a@b.test" })).toThrow(
      /smtpUrl/,
    );
  });

  it("rejects an invalid API URL without echoing the API key", () => {
    const apiKey = "re_super_secret_key";
    let message = "";
    try {
      createMailer({ transport: "api", apiUrl: "not a url", apiKey, from: "a@b.test" });
    } catch (error) {
      message = error instanceof Error ? error.message : String(error);
    }
    expect(message).toMatch(/apiUrl/);
    expect(message).not.toContain(apiKey);
  });

  it("accepts valid configs", () => {
    expect(typeof createMailer({ transport: "smtp", smtpUrl: "smtp://127.0.0.1:1025", from: "a@b.test" }).send).toBe(
      "function",
    );
    expect(
      typeof createMailer({ transport: "api", apiUrl: "https://api.resend.com", apiKey: "k", from: "a@b.test" }).send,
    ).toBe("function");
  });
});

describe("toOutgoingMail", () => {
  it("applies the default sender and wraps a single recipient", () => {
    expect(toOutgoingMail({ to: " u@x.test ", subject: "S", html: "<p>h</p>" }, "App <app@x.test>")).toEqual({
      from: "App <app@x.test>",
      to: ["u@x.test"],
      subject: "S",
      html: "<p>h</p>",
      text: undefined,
    });
  });

  it("keeps an explicit sender and rejects an empty recipient list", () => {
    expect(
      toOutgoingMail({ to: ["a@x.test", "b@x.test"], subject: "S", html: "", from: "o@x.test" }, "d@x.test"),
    ).toMatchObject({
      from: "o@x.test",
      to: ["a@x.test", "b@x.test"],
    });
    expect(() => toOutgoingMail({ to: [], subject: "S", html: "" }, "d@x.test")).toThrow(/recipient/);
  });
});
