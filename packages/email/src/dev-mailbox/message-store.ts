import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { dirname } from "node:path";
import { storeFileSchema, type StoredMessage } from "./stored-message";

export const MAX_STORED_MESSAGES = 500;

export interface MessageStore {
  /** Newest first. */
  list(): StoredMessage[];
  get(id: string): StoredMessage | undefined;
  /** Adds a message (dropping the oldest beyond the limit) and resolves once persisted. */
  add(message: StoredMessage): Promise<void>;
  clear(): Promise<void>;
  /** Resolves when pending writes to the store file are done. */
  flush(): Promise<void>;
}

async function loadMessages(storeFile: string): Promise<StoredMessage[]> {
  let raw: string;
  try {
    raw = await readFile(storeFile, "utf8");
  } catch {
    return [];
  }
  try {
    const parsed = storeFileSchema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data.messages.slice(0, MAX_STORED_MESSAGES);
  } catch {
    // Corrupt JSON: start empty (the file is overwritten on the next message).
  }
  console.warn(`Dev mailbox: ignoring unreadable store file ${storeFile}`);
  return [];
}

/** Creates the in-memory store of caught messages, persisted to `storeFile` (JSON) when given. */
export async function createMessageStore(storeFile?: string): Promise<MessageStore> {
  let messages = storeFile ? await loadMessages(storeFile) : [];
  let writes: Promise<void> = Promise.resolve();

  const persist = (): Promise<void> => {
    if (!storeFile) return Promise.resolve();
    const snapshot = JSON.stringify({ messages });
    const write = async (): Promise<void> => {
      await mkdir(dirname(storeFile), { recursive: true });
      const tmp = `${storeFile}.${process.pid}.tmp`;
      await writeFile(tmp, snapshot, "utf8");
      await rename(tmp, storeFile);
    };
    writes = writes.then(write, write);
    return writes;
  };

  return {
    list: () => [...messages],
    get: (id) => messages.find((message) => message.id === id),
    add: (message) => {
      messages = [message, ...messages].slice(0, MAX_STORED_MESSAGES);
      return persist();
    },
    clear: () => {
      messages = [];
      return persist();
    },
    flush: () => writes.catch(() => undefined),
  };
}
