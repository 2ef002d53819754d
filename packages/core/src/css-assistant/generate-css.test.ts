import { describe, expect, it } from "vitest";
import { scriptedModelProvider } from "@parlo/testing/scripted-model-provider";
import type { ModelRequest } from "../model/model-provider";
import { createOfflineProvider } from "../model/offline-provider";
import { generateCss } from "./generate-css";

describe("generateCss", () => {
  it("sends the widget's classes and the current CSS as the system prompt, with the chat", async () => {
    const requests: ModelRequest[] = [];
    const provider = scriptedModelProvider((request: ModelRequest) => {
      requests.push(request);
      return "Sure!\n```css\n.parlo-header { background: red; }\n```";
    });
    const result = await generateCss({
      provider,
      messages: [{ role: "user", content: "Red header" }],
      currentCSS: ".parlo-send { color: blue; }",
    });
    expect(result).toEqual({
      response: "Sure!\n```css\n.parlo-header { background: red; }\n```",
      css: ".parlo-header { background: red; }",
    });
    const [request] = requests;
    expect(request?.messages).toEqual([{ role: "user", content: "Red header" }]);
    expect(request?.system).toContain(".parlo-bubble-user");
    expect(request?.system).toContain("--parlo-primary");
    expect(request?.system).toContain(".parlo-send { color: blue; }");
  });

  it("says the current CSS is empty when it is", async () => {
    let system = "";
    const provider = scriptedModelProvider((request: ModelRequest) => {
      system = request.system ?? "";
      return "No CSS here";
    });
    expect(await generateCss({ provider, messages: [{ role: "user", content: "hi" }], currentCSS: " " })).toEqual({
      response: "No CSS here",
      css: null,
    });
    expect(system).toContain("(empty)");
  });

  it("gets real CSS from the offline provider", async () => {
    const result = await generateCss({
      provider: createOfflineProvider(),
      messages: [{ role: "user", content: "Make the chat bubble purple" }],
      currentCSS: "",
    });
    expect(result.css).toContain(".parlo-bubble-user");
    expect(result.css).toContain("#9333ea");
  });
});
