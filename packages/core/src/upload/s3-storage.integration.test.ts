import { startS3StandIn, type S3StandIn } from "@parlo/testing";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createS3Storage } from "./s3-storage";
import { UPLOAD_CACHE_CONTROL } from "./upload-rules";

const CREDENTIALS = { accessKeyId: "AKTESTPARLO", secretAccessKey: "s3-stand-in-secret", region: "eu-west-1" };
let s3: S3StandIn;

beforeAll(async () => {
  s3 = await startS3StandIn({ ...CREDENTIALS, bucket: "parlo-uploads" });
});
afterAll(async () => {
  await s3.stop();
});

const storage = (overrides: Partial<typeof CREDENTIALS> = {}) =>
  createS3Storage({ endpoint: s3.endpoint, bucket: "parlo-uploads", ...CREDENTIALS, ...overrides });

describe("S3-compatible storage", () => {
  it("stores a file with its content type and the one-year cache header, and reads it back", async () => {
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await expect(storage().put("users/u1/abcd1234.png", bytes, "image/png")).resolves.toEqual({
      path: "users/u1/abcd1234.png",
    });
    const stored = s3.objects.get("users/u1/abcd1234.png");
    expect(stored?.contentType).toBe("image/png");
    expect(stored?.cacheControl).toBe(UPLOAD_CACHE_CONTROL);
    const read = await storage().get("users/u1/abcd1234.png");
    expect(read?.contentType).toBe("image/png");
    expect([...(read?.bytes ?? [])]).toEqual([...bytes]);
  });

  it("a missing file is null; unsafe paths and content types are refused before any request", async () => {
    expect(await storage().get("users/u1/missing.png")).toBeNull();
    const before = s3.requests.length;
    await expect(storage().put("../escape.png", new Uint8Array([1]), "image/png")).rejects.toThrow(/Unsafe/);
    await expect(storage().put("users/a.png", new Uint8Array([1]), "image/png\r\nx: y")).rejects.toThrow(
      /content type/,
    );
    expect(await storage().get("users/../../etc/passwd")).toBeNull();
    expect(s3.requests.length).toBe(before);
  });

  it("a missing bucket is a configuration error, not a missing file", async () => {
    const elsewhere = createS3Storage({ endpoint: s3.endpoint, bucket: "no-such-bucket", ...CREDENTIALS });
    await expect(elsewhere.get("users/u1/missing.png")).rejects.toThrow(/HTTP 404 NoSuchBucket/);
  });

  it("a wrong secret is refused by the bucket, and the error does not carry the secret", async () => {
    const wrong = storage({ secretAccessKey: "not-the-secret" });
    const error = await wrong.put("users/u1/zzzz9999.png", new Uint8Array([1]), "image/png").then(
      () => null,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    expect(String(error)).toContain("SignatureDoesNotMatch");
    expect(String(error)).not.toContain("not-the-secret");
    expect(s3.objects.has("users/u1/zzzz9999.png")).toBe(false);
  });
});
