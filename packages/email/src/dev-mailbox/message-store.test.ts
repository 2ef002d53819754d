import { describe, expect, it } from "vitest";
import { createMessageStore, MAX_STORED_MESSAGES } from "./message-store";
import type { StoredMessage } from "./stored-message";

const message = (index: number): StoredMessage => ({
  id: `m${index}`,
  from: "app@parlo.test",
  to: ["user@parlo.test"],
  subject: `Message ${index}`,
  text: "",
  html: "",
  date: new Date(1_700_000_000_000 + index * 1000).toISOString(),
  headers: [],
});

describe("createMessageStore (in memory)", () => {
  it("lists newest first and keeps only the newest 500", async () => {
    const store = await createMessageStore();
    for (let index = 1; index <= MAX_STORED_MESSAGES + 5; index++) await store.add(message(index));
    const list = store.list();
    expect(MAX_STORED_MESSAGES).toBe(500);
    expect(list).toHaveLength(500);
    expect(list[0]?.id).toBe("m505");
    expect(list.at(-1)?.id).toBe("m6");
    expect(store.get("m5")).toBeUndefined();
    expect(store.get("m6")?.subject).toBe("Message 6");
  });

  it("clear empties the store", async () => {
    const store = await createMessageStore();
    await store.add(message(1));
    await store.clear();
    expect(store.list()).toEqual([]);
  });
});
