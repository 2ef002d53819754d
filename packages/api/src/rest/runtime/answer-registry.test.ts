import { describe, expect, it } from "vitest";
import { AnswerRegistry, parseAnswerEventId, type AnswerListener } from "./answer-registry";

const scope = (conversationId: string) => ({ region: "eu" as const, agentId: "a".repeat(16), conversationId });

function collector() {
  const chunks: string[] = [];
  let ended = false;
  const listener: AnswerListener = {
    event: (chunk) => chunks.push(chunk),
    end: () => {
      ended = true;
    },
  };
  return { listener, chunks, ended: () => ended };
}

const idOf = (chunk: string | undefined) => /^id: (.*)$/m.exec(chunk ?? "")?.[1];

describe("answer event ids", () => {
  it("read back what the streams write, and refuse anything else", () => {
    expect(parseAnswerEventId("abc123:4:17")).toEqual({ answerKey: "abc123", seq: 4, chars: 17 });
    expect(parseAnswerEventId("abc123:9:end")).toEqual({ answerKey: "abc123", seq: 9, chars: "end" });
    for (const bad of ["", "abc", "abc:1", "abc:x:1", "a b:1:1", "abc:1:-2", "abc:1:2:3", `${"a".repeat(65)}:1:1`]) {
      expect(parseAnswerEventId(bad), bad).toBeNull();
    }
  });
});

describe("AnswerRegistry", () => {
  it("numbers an answer's events and counts its characters; the last one ends in :end", () => {
    const registry = new AnswerRegistry();
    const answer = registry.start("u1", scope("c1"));
    const live = collector();
    answer.subscribe(-1, live.listener);
    answer.message({ id: "u1" });
    answer.token("Hello");
    answer.token(", you");
    answer.finish("done", { ok: true });
    expect(live.chunks.map(idOf)).toEqual(["u1:0:0", "u1:1:5", "u1:2:10", "u1:3:end"]);
    expect(live.chunks[1]).toBe('event: token\nid: u1:1:5\ndata: {"text":"Hello"}\n\n');
    expect(answer.eventCount).toBe(4);
    // a replay after the end is the same text, event for event
    const replay = collector();
    answer.subscribe(-1, replay.listener);
    expect(replay.chunks).toEqual(live.chunks);
    expect(replay.ended()).toBe(true);
  });

  it("replays the events after the given one, then the live ones, then the end, each once", () => {
    const registry = new AnswerRegistry();
    const answer = registry.start("u1", scope("c1"));
    answer.message({ id: "u1" });
    answer.token("a");
    answer.token("b");
    const late = collector();
    answer.subscribe(1, late.listener);
    expect(late.chunks.map(idOf)).toEqual(["u1:2:2"]);
    answer.token("c");
    answer.finish("done", {});
    expect(late.chunks.map(idOf)).toEqual(["u1:2:2", "u1:3:3", "u1:4:end"]);
    expect(late.ended()).toBe(true);
    // after the end: the rest at once, then the end
    const after = collector();
    answer.subscribe(3, after.listener);
    expect(after.chunks.map(idOf)).toEqual(["u1:4:end"]);
    expect(after.ended()).toBe(true);
    const none = collector();
    answer.subscribe(4, none.listener);
    expect(none.chunks).toEqual([]);
    expect(none.ended()).toBe(true);
  });

  it("stops telling a listener that left", () => {
    const answer = new AnswerRegistry().start("u1", scope("c1"));
    const gone = collector();
    const leave = answer.subscribe(-1, gone.listener);
    answer.message({});
    leave();
    answer.token("x");
    answer.finish("done", {});
    expect(gone.chunks).toHaveLength(1);
    expect(gone.ended()).toBe(false);
  });

  it("keeps a finished answer keepMs, and knows each conversation's latest answer", () => {
    let now = 1_000_000;
    const registry = new AnswerRegistry({ keepMs: 60_000, now: () => now });
    const first = registry.start("u1", scope("c1"));
    const second = registry.start("u2", scope("c1"));
    expect(registry.latestOf("c1")).toBe(second);
    first.finish("done", {});
    now += 59_000;
    expect(registry.find("u1")).toBe(first);
    now += 2_000;
    expect(registry.find("u1")).toBeUndefined();
    // an answer still being written is kept
    expect(registry.find("u2")).toBe(second);
    second.finish("error", {});
    now += 61_000;
    expect(registry.latestOf("c1")).toBeUndefined();
  });

  it("sweeps expired answers when others start, and drops the oldest past its bounds", () => {
    let now = 0;
    const registry = new AnswerRegistry({ keepMs: 1_000, maxAnswers: 3, now: () => now });
    for (const key of ["u1", "u2", "u3"]) registry.start(key, scope(key)).finish("done", {});
    expect(registry.size).toBe(3);
    registry.start("u4", scope("u4"));
    expect(registry.size).toBe(3);
    expect(registry.find("u1")).toBeUndefined();
    now += 5_000;
    registry.start("u5", scope("u5"));
    // u2, u3 expired; u4 is still being written
    expect(registry.size).toBe(2);

    const small = new AnswerRegistry({ maxChars: 200 });
    const big = small.start("b1", scope("b1"));
    for (let i = 0; i < 10; i++) big.token("0123456789");
    expect(small.chars).toBeGreaterThan(200);
    small.start("b2", scope("b2"));
    expect(small.find("b1")).toBeUndefined();
    // a dropped answer goes on for its listeners without counting towards the bound
    const before = small.chars;
    big.token("more");
    expect(small.chars).toBe(before);
  });
});
