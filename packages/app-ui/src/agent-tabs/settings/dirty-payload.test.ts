import { describe, expect, it } from "vitest";
import { clearedPaths, dirtyPayload, secretsIn, splitFieldError } from "./dirty-payload";
import { SECRET_FIELDS } from "./settings-fields";

const secrets: ReadonlySet<string> = new Set(SECRET_FIELDS);

describe("dirtyPayload", () => {
  it("keeps only the dirty top-level fields", () => {
    const values = { title: "Support", description: "New text", vg_temperature: 0.4, autoStartWidget: false };
    expect(dirtyPayload(values, { description: true, autoStartWidget: true }, secrets)).toEqual({
      description: "New text",
      autoStartWidget: false,
    });
  });

  it("nests dirty fields of objects without their clean siblings", () => {
    const values = {
      vgOptions: { maxChunkSize: 4000 },
      vg_kb_llm: { modelId: "gpt-4o-mini", searchMethod: "smart", maxTokens: 500 },
    };
    const dirty = { vgOptions: { maxChunkSize: true }, vg_kb_llm: { searchMethod: true, modelId: false } };
    expect(dirtyPayload(values, dirty, secrets)).toEqual({
      vgOptions: { maxChunkSize: 4000 },
      vg_kb_llm: { searchMethod: "smart" },
    });
  });

  it("drops objects with no dirty member left", () => {
    expect(
      dirtyPayload({ ui: { enableFixedFeedbackBtns: true } }, { ui: { enableFixedFeedbackBtns: false } }, secrets),
    ).toEqual({});
  });

  it("sends a changed array whole (the API replaces arrays)", () => {
    const values = { vg_initMessages: ["Hi", "Changed", "Third"] };
    expect(dirtyPayload(values, { vg_initMessages: [false, true, true] }, secrets)).toEqual({
      vg_initMessages: ["Hi", "Changed", "Third"],
    });
    // an emptied list is a change too
    expect(dirtyPayload({ vg_initMessages: [] }, { vg_initMessages: [true] }, secrets)).toEqual({
      vg_initMessages: [],
    });
    expect(dirtyPayload(values, { vg_initMessages: [false, false, false] }, secrets)).toEqual({});
  });

  it("leaves out unset numbers", () => {
    expect(
      dirtyPayload(
        { messagesLimit: undefined, vg_maxTokens: 300 },
        { messagesLimit: true, vg_maxTokens: true },
        secrets,
      ),
    ).toEqual({ vg_maxTokens: 300 });
  });

  it("sends a secret only when something was typed", () => {
    const values = {
      whatsappToken: "",
      gcloudPrivateKey: "-----BEGIN PRIVATE KEY-----",
      flowise: { webhookUrl: "https://flowise.example.com/hook", webhookSecret: "" },
      instagramOptions: { pageId: "123", accessToken: "EAAB" },
    };
    const dirty = {
      whatsappToken: true,
      gcloudPrivateKey: true,
      flowise: { webhookUrl: true, webhookSecret: true },
      instagramOptions: { accessToken: true },
    };
    expect(dirtyPayload(values, dirty, secrets)).toEqual({
      gcloudPrivateKey: "-----BEGIN PRIVATE KEY-----",
      flowise: { webhookUrl: "https://flowise.example.com/hook" },
      instagramOptions: { accessToken: "EAAB" },
    });
  });

  it("keeps an emptied ordinary text field (clearing it is a change)", () => {
    expect(dirtyPayload({ description: "" }, { description: true }, secrets)).toEqual({ description: "" });
  });
});

describe("secretsIn", () => {
  it("names the secrets a payload sets", () => {
    const payload = { whatsappToken: "abc", flowise: { webhookSecret: "s" }, title: "x" };
    expect(secretsIn(payload, SECRET_FIELDS)).toEqual(["whatsappToken", "flowise.webhookSecret"]);
  });
});

describe("splitFieldError", () => {
  it("splits the API's field.path: message", () => {
    expect(splitFieldError("vgOptions.maxChunkSize: Max chunk size must be greater than 1000")).toEqual({
      path: "vgOptions.maxChunkSize",
      message: "Max chunk size must be greater than 1000",
    });
    expect(splitFieldError("Agent not found")).toBeNull();
  });
});

describe("clearedPaths", () => {
  it("names dirty fields that became unset, nested ones included", () => {
    const values = { messagesLimit: undefined, vgOptions: { maxChunkSize: undefined }, title: "A", description: "" };
    const dirty = { messagesLimit: true, vgOptions: { maxChunkSize: true }, title: true, description: true };
    expect(clearedPaths(values, dirty)).toEqual(["messagesLimit", "vgOptions.maxChunkSize"]);
  });
});
