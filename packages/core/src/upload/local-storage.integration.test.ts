import { mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStorage } from "./local-storage";

/** The local-disk storage against a real temporary folder (no database involved). */
describe("createLocalStorage", () => {
  let parent: string;
  let dir: string;

  beforeAll(async () => {
    parent = await mkdtemp(path.join(tmpdir(), "parlo-uploads-"));
    dir = path.join(parent, "uploads");
    await writeFile(path.join(parent, "outside.txt"), "secret");
  });
  afterAll(async () => {
    await rm(parent, { recursive: true, force: true });
  });

  it("stores a file with its content type and reads it back", async () => {
    const storage = createLocalStorage(dir);
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    expect(await storage.put("users/u1/Ab3dEf9H.png", bytes, "image/png")).toEqual({ path: "users/u1/Ab3dEf9H.png" });
    const stored = await storage.get("users/u1/Ab3dEf9H.png");
    expect(stored?.contentType).toBe("image/png");
    expect(Array.from(stored?.bytes ?? [])).toEqual(Array.from(bytes));
    expect((await stat(path.join(dir, "users", "u1", "Ab3dEf9H.png"))).size).toBe(7);
  });

  it("replaces a file and leaves no temporary files behind", async () => {
    const storage = createLocalStorage(dir);
    await storage.put("users/u2/a.gif", new Uint8Array([1]), "image/gif");
    await storage.put("users/u2/a.gif", new Uint8Array([2, 2]), "image/gif");
    expect(Array.from((await storage.get("users/u2/a.gif"))?.bytes ?? [])).toEqual([2, 2]);
    expect(await readdir(path.join(dir, "users", "u2"))).toEqual(["a.gif"]);
  });

  it("answers null for a missing file or a folder", async () => {
    const storage = createLocalStorage(dir);
    expect(await storage.get("users/nobody/none.png")).toBeNull();
    expect(await storage.get("users")).toBeNull();
    expect(await storage.get("users/u1/Ab3dEf9H.png/x")).toBeNull();
  });

  it("cannot be led outside its folder or to its own records", async () => {
    const storage = createLocalStorage(dir);
    for (const bad of [
      "../outside.txt",
      "users/../../outside.txt",
      "/etc/passwd",
      ".meta/users/u1/Ab3dEf9H.png.json",
    ]) {
      expect(await storage.get(bad)).toBeNull();
      await expect(storage.put(bad, new Uint8Array([1]), "text/plain")).rejects.toThrow(/Unsafe storage path/);
    }
    await expect(storage.put("users/u1/x.png", new Uint8Array([1]), "image/png\r\nX-Evil: 1")).rejects.toThrow(
      /Invalid content type/,
    );
  });

  it("falls back to the extension when the content-type record is missing", async () => {
    const storage = createLocalStorage(dir);
    await writeFile(path.join(dir, "users", "u1", "manual.webp"), new Uint8Array([1]));
    expect((await storage.get("users/u1/manual.webp"))?.contentType).toBe("image/webp");
  });
});
