import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { EmailApiError } from "./api-sender";
import { createMailer } from "./mailer";

const API_KEY = "re_test_key_123";

interface Recorded {
  method: string | undefined;
  url: string | undefined;
  authorization: string | undefined;
  contentType: string | undefined;
  body: unknown;
}

type Reply = { status: number; body: string };

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
  return Buffer.concat(chunks).toString("utf8");
}

describe("createMailer api transport (local Resend stand-in)", () => {
  let server: Server;
  let apiUrl: string;
  let recorded: Recorded[] = [];
  let nextReply: Reply | undefined;

  beforeAll(async () => {
    server = createServer((request, response) => {
      void readBody(request).then((raw) => {
        recorded.push({
          method: request.method,
          url: request.url,
          authorization: request.headers.authorization,
          contentType: request.headers["content-type"],
          body: JSON.parse(raw),
        });
        let reply: Reply;
        if (nextReply) reply = nextReply;
        else if (request.headers.authorization !== `Bearer ${API_KEY}`)
          reply = {
            status: 401,
            body: JSON.stringify({ statusCode: 401, name: "missing_api_key", message: "Bad key" }),
          };
        else if (request.method !== "POST" || request.url !== "/v1/emails") reply = { status: 404, body: "{}" };
        else reply = { status: 200, body: JSON.stringify({ id: "email_0001" }) };
        response.writeHead(reply.status, { "Content-Type": "application/json" });
        response.end(reply.body);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    const port = typeof address === "object" && address !== null ? (address satisfies AddressInfo).port : 0;
    apiUrl = `http://127.0.0.1:${port}/v1`;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });
  beforeEach(() => {
    recorded = [];
    nextReply = undefined;
  });

  it("POSTs the Resend-style JSON body with the bearer key and returns the id", async () => {
    const mailer = createMailer({
      transport: "api",
      apiUrl: `${apiUrl}/`,
      apiKey: API_KEY,
      from: "Acme <no-reply@acme.test>",
    });
    const result = await mailer.send({ to: "user@example.test", subject: "Hello", html: "<p>Hi</p>", text: "Hi" });
    expect(result).toEqual({ id: "email_0001" });
    expect(recorded).toEqual([
      {
        method: "POST",
        url: "/v1/emails",
        authorization: `Bearer ${API_KEY}`,
        contentType: "application/json",
        body: {
          from: "Acme <no-reply@acme.test>",
          to: ["user@example.test"],
          subject: "Hello",
          html: "<p>Hi</p>",
          text: "Hi",
        },
      },
    ]);
  });

  it("uses an explicit from and several recipients", async () => {
    const mailer = createMailer({ transport: "api", apiUrl, apiKey: API_KEY, from: "default@acme.test" });
    await mailer.send({
      to: ["a@example.test", "b@example.test"],
      subject: "S",
      html: "<p>x</p>",
      from: "other@acme.test",
    });
    expect(recorded[0]?.body).toEqual({
      from: "other@acme.test",
      to: ["a@example.test", "b@example.test"],
      subject: "S",
      html: "<p>x</p>",
    });
  });

  it("throws an Error with the status and the API's message on a 4xx answer, without the key", async () => {
    nextReply = {
      status: 422,
      body: JSON.stringify({ statusCode: 422, name: "validation_error", message: "Invalid `to` field." }),
    };
    const mailer = createMailer({ transport: "api", apiUrl, apiKey: API_KEY, from: "no-reply@acme.test" });
    const error = await mailer.send({ to: "bad", subject: "S", html: "<p>x</p>" }).then(
      () => undefined,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(EmailApiError);
    expect(error).toBeInstanceOf(Error);
    if (!(error instanceof EmailApiError)) throw new Error("expected EmailApiError");
    expect(error.status).toBe(422);
    expect(error.message).toBe("E-mail API answered 422: Invalid `to` field.");
    expect(error.message).not.toContain(API_KEY);
  });

  it("reports a wrong key as 401 with the API's message", async () => {
    const mailer = createMailer({ transport: "api", apiUrl, apiKey: "wrong", from: "no-reply@acme.test" });
    await expect(mailer.send({ to: "u@example.test", subject: "S", html: "" })).rejects.toThrow(
      "E-mail API answered 401: Bad key",
    );
  });

  it("falls back to the raw body for non-JSON errors and rejects a 2xx answer without an id", async () => {
    const mailer = createMailer({ transport: "api", apiUrl, apiKey: API_KEY, from: "no-reply@acme.test" });
    nextReply = { status: 503, body: "upstream unavailable" };
    await expect(mailer.send({ to: "u@example.test", subject: "S", html: "" })).rejects.toThrow(
      "E-mail API answered 503: upstream unavailable",
    );
    nextReply = { status: 200, body: JSON.stringify({ ok: true }) };
    await expect(mailer.send({ to: "u@example.test", subject: "S", html: "" })).rejects.toThrow(/without an id/);
  });
});
