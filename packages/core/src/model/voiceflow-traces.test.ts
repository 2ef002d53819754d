import { describe, expect, it } from "vitest";
import { readVoiceflowTraces, slateText, voiceflowReplyPieces, voiceflowReplyText } from "./voiceflow-traces";

const slate = (...lines: unknown[][]) => ({ id: "s1", content: lines.map((children) => ({ children })) });

describe("Voiceflow traces", () => {
  it("reads text messages, preferring the plain message over the slate", () => {
    const turn = readVoiceflowTraces([
      { type: "text", payload: { message: "Hello there!", slate: slate([{ text: "ignored" }]) } },
      { type: "text", payload: { message: "  " } },
      { type: "text", payload: { message: "How can I help?", delay: 1000 } },
    ]);
    expect(turn).toEqual({ messages: ["Hello there!", "How can I help?"], choices: [], ended: false });
  });

  it("flattens slate rich text: one line a block, marks and links run together", () => {
    const content = slate(
      [{ text: "Our " }, { text: "opening hours", fontWeight: "700" }, { text: ":" }],
      [{ text: "Mon-Fri 9-17, see " }, { type: "link", url: "https://x.test", children: [{ text: "our site" }] }],
    ).content;
    expect(slateText(content)).toBe("Our opening hours:\nMon-Fri 9-17, see our site");
    expect(readVoiceflowTraces([{ type: "text", payload: { slate: { content } } }]).messages).toEqual([
      "Our opening hours:\nMon-Fri 9-17, see our site",
    ]);
    expect(slateText("nope")).toBe("");
  });

  it("reads speak messages without SSML", () => {
    const turn = readVoiceflowTraces([
      {
        type: "speak",
        payload: { type: "message", message: '<voice name="Alexa">Welcome  <break time="1s"/>back</voice>' },
      },
      { type: "speak", payload: { type: "audio", message: "<audio src='x.mp3'/>" } },
    ]);
    expect(turn.messages).toEqual(["Welcome back"]);
  });

  it("lists the buttons of the latest choice, by name or request label", () => {
    const turn = readVoiceflowTraces([
      { type: "choice", payload: { buttons: [{ name: "Old" }] } },
      {
        type: "choice",
        payload: {
          buttons: [
            { name: "Opening hours", request: { type: "path-1", payload: { label: "Opening hours" } } },
            { request: { type: "path-2", payload: { label: "Talk to a person" } } },
            { request: { type: "path-3" } },
            "junk",
          ],
        },
      },
    ]);
    expect(turn.choices).toEqual(["Opening hours", "Talk to a person"]);
  });

  it("notes the end and ignores unknown or malformed traces", () => {
    const turn = readVoiceflowTraces([
      { type: "path", payload: { path: "reprompt" } },
      { type: "debug", payload: { message: "matched intent" } },
      { type: "cardV2", payload: { title: "Card" } },
      null,
      "text",
      { payload: { message: "no type" } },
      { type: "text" },
      { type: "text", payload: { message: "Bye!" } },
      { type: "end" },
    ]);
    expect(turn).toEqual({ messages: ["Bye!"], choices: [], ended: true });
    expect(readVoiceflowTraces({ traces: [] })).toEqual({ messages: [], choices: [], ended: false });
  });

  it("writes the reply: messages separated by blank lines, then the choices as a list", () => {
    const turn = { messages: ["Hi!", "What do you need?"], choices: ["Hours", "Prices"], ended: false };
    expect(voiceflowReplyPieces(turn)).toEqual(["Hi!", "What do you need?", "- Hours\n- Prices"]);
    expect(voiceflowReplyText(turn)).toBe("Hi!\n\nWhat do you need?\n\n- Hours\n- Prices");
    expect(voiceflowReplyText({ messages: [], choices: [], ended: true })).toBe("");
  });
});
