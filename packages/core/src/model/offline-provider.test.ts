import { describe, expect, it } from "vitest";
import { extractCss } from "../css-assistant/extract-css";
import { createModelProvider } from "./create-model-provider";
import { OFFLINE_REPLIES } from "./offline-answer";
import { createOfflineProvider } from "./offline-provider";

const CSS_SYSTEM = "You are a CSS assistant for a chat widget.";

async function cssFor(content: string): Promise<{ text: string; css: string }> {
  const { text } = await createOfflineProvider().complete({
    system: CSS_SYSTEM,
    messages: [
      { role: "user", content: "make it green" },
      { role: "assistant", content: "ok" },
      { role: "user", content },
    ],
  });
  const css = extractCss(text);
  if (!css) throw new Error(`no CSS in: ${text}`);
  return { text, css };
}

describe("offline model provider", () => {
  it("answers a purple bubble with an explanation and a css block for the user bubbles (last message only)", async () => {
    const { text, css } = await cssFor("Make the chat bubble purple");
    expect(text).toMatch(/^Here is CSS for your widget:/);
    expect(text).toContain("```css\n");
    expect(css).toContain(".parlo-bubble-user {\n  background: #9333ea;");
    expect(css).not.toContain("#16a34a");
  });

  it("adds a glow to the buttons", async () => {
    const { css } = await cssFor("Add a glow effect on buttons");
    expect(css).toContain(".parlo-button");
    expect(css).toContain("box-shadow");
    expect(css).toContain(":hover");
  });

  it("knows the pizza shop theme (and does not read its red as a colour wish)", async () => {
    const { text, css } = await cssFor("Give it a pizza shop theme with red");
    expect(text).toMatch(/pizza/i);
    expect(css).toContain("#c0392b");
    expect(css).toContain(".parlo-header");
    expect(css).not.toContain("#dc2626");
  });

  it("combines wishes: hex colour, rounded and dark", async () => {
    const { css } = await cssFor("rounded and dark please, primary #ff6600");
    expect(css).toContain("#ff6600");
    expect(css).toContain("--parlo-radius: 24px");
    expect(css).toContain("--parlo-background: #0f172a");
  });

  it("gives a starting point when it recognises nothing", async () => {
    const { css } = await cssFor("make it nicer");
    expect(css).toContain(".parlo-window");
  });

  it("is deterministic", async () => {
    expect((await cssFor("glow")).text).toBe((await cssFor("glow")).text);
  });

  it("answers other requests without CSS, as the offline answerer, and says it is offline", async () => {
    const reply = await createOfflineProvider().complete({ messages: [{ role: "user", content: "hello" }] });
    expect(reply.text).toBe(OFFLINE_REPLIES.greeting);
    expect(reply.model).toBe("offline");
    expect(extractCss(reply.text)).toBeNull();
  });

  it("says what the turn did about a request for a person, whatever the system prompt", async () => {
    const reply = await createOfflineProvider().complete({
      system: CSS_SYSTEM,
      messages: [{ role: "user", content: "Can I talk to a person?" }],
      handoff: "requested",
    });
    expect(reply.text).toBe(OFFLINE_REPLIES.handoff.requested);
    const alone = await createOfflineProvider().complete({ messages: [{ role: "user", content: "talk to a human" }] });
    expect(alone.text).toBe(OFFLINE_REPLIES.handoff.unavailable);
  });

  it("streams the same answer word by word", async () => {
    const pieces: string[] = [];
    const request = {
      messages: [{ role: "user" as const, content: "When do you open on Sunday?" }],
      knowledge: ["We open on Sunday from 10 am to 4 pm.", "Returns are free within 30 days."],
    };
    const reply = await createOfflineProvider().stream(request, (piece) => pieces.push(piece));
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.join("")).toBe(reply.text);
    expect(reply.text).toBe(OFFLINE_REPLIES.knowledge("We open on Sunday from 10 am to 4 pm."));
    expect(reply.usage?.tokensOut).toBeGreaterThan(0);
  });
});

describe("createModelProvider", () => {
  it("picks the provider the configuration names", () => {
    expect(createModelProvider({ provider: "offline", defaultModel: "m" }).name).toBe("offline");
    expect(createModelProvider({ provider: "openai", baseUrl: "http://127.0.0.1:9/v1", defaultModel: "m" }).name).toBe(
      "openai",
    );
  });

  it("refuses api.openai.com without a key", () => {
    expect(() => createModelProvider({ provider: "openai", defaultModel: "m" })).toThrow(/MODEL_API_KEY/);
  });
});
