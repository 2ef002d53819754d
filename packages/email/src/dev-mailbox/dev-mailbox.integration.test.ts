import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { createMailer } from "../mailer";
import { signInCodeEmail } from "../templates/sign-in-code-email";
import { extractCode, waitForMessage } from "./read-latest";
import { startDevMailbox, type DevMailbox } from "./start-dev-mailbox";

const apiSchema = z.object({
  messages: z.array(z.object({ id: z.string(), to: z.array(z.string()), subject: z.string(), date: z.string() })),
});

async function listMessages(mailbox: DevMailbox, to?: string): Promise<z.infer<typeof apiSchema>["messages"]> {
  const query = to === undefined ? "" : `?to=${encodeURIComponent(to)}`;
  const response = await fetch(`${mailbox.url}/api/messages${query}`);
  expect(response.status).toBe(200);
  return apiSchema.parse(await response.json()).messages;
}

describe("dev mailbox (SMTP + HTTP on 127.0.0.1)", () => {
  let dir: string;
  let storeFile: string;
  let mailbox: DevMailbox;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "parlo-dev-mailbox-"));
    storeFile = join(dir, "nested", "mailbox.json");
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    mailbox = await startDevMailbox({ smtpPort: 0, httpPort: 0, storeFile });
    await fetch(`${mailbox.url}/api/messages`, { method: "DELETE" });
  });
  afterEach(async () => {
    await mailbox.stop();
  });

  const smtpMailer = (): ReturnType<typeof createMailer> =>
    createMailer({
      transport: "smtp",
      smtpUrl: `smtp://127.0.0.1:${mailbox.smtpPort}`,
      from: "Acme <no-reply@acme.test>",
    });

  it("binds real ports and answers health", async () => {
    expect(mailbox.smtpPort).toBeGreaterThan(0);
    expect(mailbox.httpPort).toBeGreaterThan(0);
    expect(mailbox.url).toBe(`http://127.0.0.1:${mailbox.httpPort}`);
    const response = await fetch(`${mailbox.url}/api/health`);
    expect(await response.json()).toEqual({ ok: true });
  });

  it("catches a sign-in e-mail sent with the SMTP mailer and serves it via API and pages", async () => {
    const since = new Date();
    const email = signInCodeEmail({ code: "482913", brandName: "Acme <Dev>", purpose: "signin", expiresInMinutes: 10 });
    const result = await smtpMailer().send({ to: "Alice@Example.test", ...email });
    expect(result.id).toMatch(/^<.+@.+>$/);

    const message = await waitForMessage({ mailboxUrl: mailbox.url, to: "alice@example.test", since, timeoutMs: 5000 });
    expect(message.subject).toBe("Your Acme <Dev> sign-in code: 482913");
    expect(message.from).toContain("no-reply@acme.test");
    expect(message.to.map((address) => address.toLowerCase())).toEqual(["alice@example.test"]);
    expect(extractCode(message.text)).toBe("482913");
    expect(message.html).toContain("Acme &lt;Dev&gt;");
    expect(Date.parse(message.date)).toBeGreaterThanOrEqual(since.getTime());

    const index = await fetch(`${mailbox.url}/`);
    expect(index.status).toBe(200);
    expect(index.headers.get("content-type")).toContain("text/html");
    const indexHtml = await index.text();
    expect(indexHtml).toContain("<h1>Dev mailbox</h1>");
    expect(indexHtml).toContain(`href="/messages/${message.id}"`);
    expect(indexHtml).toContain("Your Acme &lt;Dev&gt; sign-in code: 482913");
    expect(indexHtml).toContain('http-equiv="refresh" content="3"');
    expect(indexHtml).not.toContain("No mail yet");

    const detail = await fetch(`${mailbox.url}/messages/${message.id}`);
    expect(detail.status).toBe(200);
    const detailHtml = await detail.text();
    expect(detailHtml).toContain('<iframe sandbox="" title="E-mail HTML" srcdoc="&lt;!doctype html&gt;');
    expect(detailHtml).toContain('<pre class="code">482913</pre>');
    expect(detailHtml).toContain("Subject: Your Acme &lt;Dev&gt; sign-in code: 482913");

    const missing = await fetch(`${mailbox.url}/messages/does-not-exist`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain("Not found");
    expect((await fetch(`${mailbox.url}/nope`)).status).toBe(404);
    expect((await fetch(`${mailbox.url}/api/messages`, { method: "POST" })).status).toBe(404);
  });

  it("filters by recipient (case-insensitive), lists newest first, and waitForMessage honours since", async () => {
    const mailer = smtpMailer();
    await mailer.send({ to: "bob@example.test", subject: "first 111111", html: "<p>1</p>", text: "111111" });
    await mailer.send({ to: ["carol@example.test", "dave@example.test"], subject: "other", html: "<p>x</p>" });
    const since = new Date();
    await mailer.send({ to: "BOB@example.test", subject: "second 222222", html: "<p>2</p>", text: "222222" });

    const bobs = await listMessages(mailbox, "Bob@Example.TEST");
    expect(bobs.map((message) => message.subject)).toEqual(["second 222222", "first 111111"]);
    expect((await listMessages(mailbox, "dave@example.test")).map((message) => message.to)).toEqual([
      ["carol@example.test", "dave@example.test"],
    ]);
    expect(await listMessages(mailbox)).toHaveLength(3);

    const latest = await waitForMessage({ mailboxUrl: mailbox.url, to: "bob@example.test", since });
    expect(extractCode(latest.text)).toBe("222222");
    await expect(
      waitForMessage({ mailboxUrl: mailbox.url, to: "nobody@example.test", timeoutMs: 300 }),
    ).rejects.toThrow(/No e-mail to nobody@example.test arrived within 300 ms/);
  });

  it("accepts SMTP credentials in the URL", async () => {
    const mailer = createMailer({
      transport: "smtp",
      smtpUrl: `smtp://dev:secret@127.0.0.1:${mailbox.smtpPort}`,
      from: "no-reply@acme.test",
    });
    await mailer.send({ to: "auth@example.test", subject: "with auth", html: "<p>ok</p>" });
    const message = await waitForMessage({ mailboxUrl: mailbox.url, to: "auth@example.test", timeoutMs: 5000 });
    expect(message.subject).toBe("with auth");
    // No text part was sent: mailparser derives the text from the HTML.
    expect(message.text.trim()).toBe("ok");
  });

  it("DELETE /api/messages clears the store and the page shows the empty state", async () => {
    await smtpMailer().send({ to: "erin@example.test", subject: "to be cleared", html: "<p>x</p>" });
    expect(await listMessages(mailbox)).toHaveLength(1);

    const cleared = await fetch(`${mailbox.url}/api/messages`, { method: "DELETE" });
    expect(cleared.status).toBe(200);
    expect(await listMessages(mailbox)).toEqual([]);
    const indexHtml = await (await fetch(`${mailbox.url}/`)).text();
    expect(indexHtml).toContain("No mail yet. Sign-in codes sent by the app appear here.");
    expect(indexHtml).not.toContain("to be cleared");
  });

  it("persists messages to the store file across a restart", async () => {
    await smtpMailer().send({ to: "frank@example.test", subject: "survives restart 333333", html: "<p>3</p>" });
    const [before] = await listMessages(mailbox, "frank@example.test");
    expect(before?.subject).toBe("survives restart 333333");
    await mailbox.stop();

    const onDisk = z
      .object({ messages: z.array(z.object({ id: z.string(), subject: z.string() })) })
      .parse(JSON.parse(await readFile(storeFile, "utf8")));
    expect(onDisk.messages.map((message) => message.subject)).toEqual(["survives restart 333333"]);

    mailbox = await startDevMailbox({ smtpPort: 0, httpPort: 0, storeFile });
    const after = await listMessages(mailbox, "frank@example.test");
    expect(after).toEqual([before]);
    const detail = await fetch(`${mailbox.url}/messages/${before?.id ?? ""}`);
    expect(detail.status).toBe(200);
  });

  it("rejects messages over 10 MB", async () => {
    const mailer = smtpMailer();
    const big = "x".repeat(10 * 1024 * 1024 + 1024);
    await expect(mailer.send({ to: "big@example.test", subject: "too big", html: big })).rejects.toThrow(
      /552 Message exceeds the 10 MB limit/,
    );
    expect(await listMessages(mailbox, "big@example.test")).toEqual([]);
  });
});
