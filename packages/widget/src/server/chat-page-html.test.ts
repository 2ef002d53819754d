import { describe, expect, it } from "vitest";
import { toRuntimeAgent } from "../chat/read-runtime";
import { CHAT_CONFIG_ELEMENT_ID } from "../chat/mount-types";
import { chatPageHtml } from "./chat-page-html";

const agent = toRuntimeAgent({ ID: "A".repeat(16), title: `Ann </script><script>alert(1)</script>`, lang: "ar" });
const options = { region: "eu", agentId: agent.ID, channel: "share" as const, agent, brand: "Parlo" };

function configOf(html: string): unknown {
  const match = new RegExp(`<script type="application/json" id="${CHAT_CONFIG_ELEMENT_ID}">(.*?)</script>`, "s").exec(
    html,
  );
  return JSON.parse(match?.[1] ?? "null");
}

describe("chatPageHtml", () => {
  it("hands the chat its config as JSON that cannot close its script element", () => {
    const html = chatPageHtml({ options: { ...options, variant: "page" }, chatScriptUrl: "/chat.js?v=abc" });
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(configOf(html)).toMatchObject({ region: "eu", variant: "page", channel: "share", brand: "Parlo" });
    expect(html).toContain('<script src="/chat.js?v=abc" defer></script>');
  });

  it("escapes the agent's name in the page's title and header, and writes right-to-left languages so", () => {
    const html = chatPageHtml({ options: { ...options, variant: "page" }, chatScriptUrl: "/chat.js" });
    expect(html).toContain("<h1>Ann &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;</h1>");
    expect(html).toContain('<html lang="ar" dir="rtl"');
  });

  it("draws only the chat in the iframe, and the way back under the Demo page's chat", () => {
    const frame = chatPageHtml({ options: { ...options, variant: "iframe", channel: "widget" }, chatScriptUrl: "/c" });
    expect(frame).not.toContain("<header");
    expect(frame).toContain('<body class="frame">');
    const demo = chatPageHtml({
      options: { ...options, variant: "page", channel: "prototype" },
      chatScriptUrl: "/c",
      footerLink: { href: "/app/eu/agents/x?a=1&b=2", label: "Back to the agent" },
    });
    expect(demo).toContain('<a class="page-footer" href="/app/eu/agents/x?a=1&amp;b=2">Back to the agent</a>');
  });
});
