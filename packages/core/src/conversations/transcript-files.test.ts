import { describe, expect, it } from "vitest";
import { csvCell, transcriptCsv, transcriptFileName, transcriptJson } from "./transcript-files";

const conversation = {
  id: "c1",
  title: "Visitor",
  channel: "widget",
  status: "ai" as const,
  visitorId: "v_1",
  messageCount: 2,
  preview: "Hi",
  createdAt: "2026-01-01T00:00:00.000Z",
  lastMessageAt: "2026-01-01T00:01:00.000Z",
  messages: [
    {
      id: "m1",
      role: "user" as const,
      content: 'He said "hi", then\nleft',
      model: null,
      createdAt: "2026-01-01T00:00:01.000Z",
    },
    {
      id: "m2",
      role: "assistant" as const,
      content: "Plain answer",
      model: "offline",
      createdAt: "2026-01-01T00:00:02.000Z",
      sources: [
        { title: "Opening hours", url: "https://shop.example/hours" },
        { title: "Notes, internal", url: null },
      ],
    },
  ],
};

describe("csvCell", () => {
  it("leaves plain text alone", () => expect(csvCell("hello world")).toBe("hello world"));
  it("quotes commas, quotes and line breaks, doubling quotes", () => {
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "x"')).toBe('"say ""x"""');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });
  it("defuses spreadsheet formulas", () => {
    expect(csvCell("=SUM(A1)")).toBe("'=SUM(A1)");
    expect(csvCell("@cmd,x")).toBe(`"'@cmd,x"`);
  });
});

describe("transcriptCsv", () => {
  it("writes a header and one row per message with CRLF line ends", () => {
    const csv = transcriptCsv([conversation]);
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe(
      "conversation_id,channel,status,visitor_id,conversation_started_at,message_id,role,content,model,created_at,sources",
    );
    expect(lines[1]).toBe(
      'c1,widget,ai,v_1,2026-01-01T00:00:00.000Z,m1,user,"He said ""hi"", then\nleft",,2026-01-01T00:00:01.000Z,',
    );
    expect(lines[2]).toBe(
      'c1,widget,ai,v_1,2026-01-01T00:00:00.000Z,m2,assistant,Plain answer,offline,2026-01-01T00:00:02.000Z,"Opening hours (https://shop.example/hours); Notes, internal"',
    );
    expect(lines[3]).toBe("");
  });
  it("is only the header without conversations", () => {
    expect(transcriptCsv([]).split("\r\n")).toHaveLength(2);
  });
});

describe("transcriptJson and file names", () => {
  it("round-trips the conversations", () => {
    const json: unknown = JSON.parse(
      transcriptJson({ id: "A", title: "Helper" }, [conversation], new Date("2026-02-01T00:00:00Z")),
    );
    expect(json).toMatchObject({ agentId: "A", agentTitle: "Helper", exportedAt: "2026-02-01T00:00:00.000Z" });
    expect(json).toHaveProperty("conversations.0.messages.0.content", conversation.messages[0]?.content);
    expect(json).toHaveProperty("conversations.0.messages.1.sources.0.url", "https://shop.example/hours");
  });
  it("names the file after the agent", () => {
    expect(transcriptFileName("Support Bot (EU)", "csv")).toBe("support-bot-eu-conversations.csv");
    expect(transcriptFileName("Café", "json")).toBe("cafe-conversations.json");
    expect(transcriptFileName("!!!", "json")).toBe("agent-conversations.json");
  });
});
