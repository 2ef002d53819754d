import { describe, expect, it } from "vitest";
import { buildChat, CHAT_MAX_GZIP_BYTES } from "./build-chat";

describe("buildChat", () => {
  it("bundles the chat UI within its budget, without zod or React", async () => {
    const { code, gzipBytes } = await buildChat();
    expect(code).toContain("parlo-widget");
    expect(gzipBytes).toBeLessThan(CHAT_MAX_GZIP_BYTES);
    expect(code).not.toMatch(/zod|react-dom/i);
  });
});
