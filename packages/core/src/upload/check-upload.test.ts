import { describe, expect, it } from "vitest";
import { checkUpload, UPLOAD_MESSAGES } from "./check-upload";
import { sniffImage } from "./sniff-image";
import { IMAGE_ACCEPT, IMAGE_MAX_SIZE_MB, fileExtension } from "./upload-rules";

const bytesOf = (head: number[] | string, size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(typeof head === "string" ? Array.from(head, (c) => c.charCodeAt(0)) : head);
  return bytes;
};

const PNG = bytesOf([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = bytesOf([0xff, 0xd8, 0xff, 0xe0]);
const GIF = bytesOf("GIF89a");
const WEBP = (() => {
  const bytes = bytesOf("RIFF");
  bytes.set(
    Array.from("WEBP", (c) => c.charCodeAt(0)),
    8,
  );
  return bytes;
})();
const TEXT = new TextEncoder().encode("<svg xmlns='http://www.w3.org/2000/svg'></svg>");

const image = { accept: IMAGE_ACCEPT, maxSizeMB: IMAGE_MAX_SIZE_MB };

describe("checkUpload", () => {
  it("accepts each image type whose content matches its extension", () => {
    expect(checkUpload({ ...image, bytes: PNG, fileName: "logo.png" })).toEqual({
      ok: true,
      ext: "png",
      contentType: "image/png",
      sizeBytes: 64,
    });
    expect(checkUpload({ ...image, bytes: JPEG, fileName: "photo.JPG" })).toMatchObject({
      ok: true,
      ext: "jpg",
      contentType: "image/jpeg",
    });
    expect(checkUpload({ ...image, bytes: JPEG, fileName: "photo.jpeg" })).toMatchObject({ ok: true });
    expect(checkUpload({ ...image, bytes: GIF, fileName: "a.gif" })).toMatchObject({ contentType: "image/gif" });
    expect(checkUpload({ ...image, bytes: WEBP, fileName: "a.webp" })).toMatchObject({ contentType: "image/webp" });
  });

  it("refuses files over the limit with the spec's message (1 MB = 1,000,000 bytes)", () => {
    const atLimit = bytesOf([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 500_000);
    expect(checkUpload({ ...image, bytes: atLimit, fileName: "a.png" })).toMatchObject({ ok: true });
    const over = bytesOf([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 500_001);
    expect(checkUpload({ ...image, bytes: over, fileName: "a.png" })).toEqual({
      ok: false,
      error: "Max size: 0.5 MBs",
    });
    expect(UPLOAD_MESSAGES.maxSize(1)).toBe("Max size: 1 MBs");
  });

  it("refuses other extensions with the accept list in the message", () => {
    expect(checkUpload({ ...image, bytes: TEXT, fileName: "logo.svg" })).toEqual({
      ok: false,
      error: "Only png, jpg, jpeg, gif, webp Files",
    });
    expect(checkUpload({ ...image, bytes: PNG, fileName: "no-extension" })).toMatchObject({ ok: false });
    expect(checkUpload({ ...image, bytes: PNG, fileName: ".png" })).toMatchObject({ ok: false });
  });

  it("looks at the real content, not the extension alone", () => {
    const renamed = { ok: false, error: "Only png, jpg, jpeg, gif, webp Files" };
    expect(checkUpload({ ...image, bytes: TEXT, fileName: "evil.png" })).toEqual(renamed);
    expect(checkUpload({ ...image, bytes: GIF, fileName: "photo.jpg" })).toEqual(renamed);
    expect(checkUpload({ ...image, bytes: PNG.slice(0, 4), fileName: "short.png" })).toEqual(renamed);
  });

  it("checks non-image types by extension only and tolerates dots in the accept list", () => {
    expect(checkUpload({ bytes: TEXT, fileName: "notes.txt", accept: [".txt"] })).toMatchObject({
      ok: true,
      contentType: "application/octet-stream",
    });
  });

  it("refuses an empty file", () => {
    expect(checkUpload({ ...image, bytes: new Uint8Array(), fileName: "a.png" })).toEqual({
      ok: false,
      error: UPLOAD_MESSAGES.noFile,
    });
  });
});

describe("sniffImage and fileExtension", () => {
  it("recognises the four formats and nothing else", () => {
    expect([PNG, JPEG, GIF, WEBP, TEXT].map(sniffImage)).toEqual(["png", "jpeg", "gif", "webp", null]);
    expect(sniffImage(bytesOf("RIFF"))).toBeNull();
  });

  it("takes the last extension of the base name, lower-cased", () => {
    expect(fileExtension("a.b/photo.tar.PNG")).toBe("png");
    expect(fileExtension("dir.d/README")).toBe("");
  });
});
