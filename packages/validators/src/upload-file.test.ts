import { describe, expect, it } from "vitest";
import { BASE64_PATTERN, UPLOAD_FILE_LIMITS, ZUploadFileInput } from "./upload-file";

const base = {
  region: "eu",
  agentId: "aaaaaaaaaaaaaaaa",
  userId: "uuuuuuuuuuuuuuu",
  targetPath: "users/uuuuuuuuuuuuuuu/logo.png",
};

describe("uploadFile input", () => {
  it("takes standard padded base64 and defaults temporary to false", () => {
    for (const bytes of [1, 2, 3, 4, 100]) {
      const payload = Buffer.alloc(bytes, 0xfb).toString("base64");
      expect(BASE64_PATTERN.test(payload), payload).toBe(true);
    }
    expect(ZUploadFileInput.parse({ ...base, base64Payload: "iVBORw==" }).temporary).toBe(false);
  });

  it("refuses what is not plain base64: data URLs, url-safe letters, spaces, missing padding", () => {
    for (const payload of [
      "data:image/png;base64,iVBORw==",
      "iVBO-w__",
      "iVBO Rw==",
      "iVBORw",
      "iVBORw=",
      "=iVB",
      "",
    ]) {
      expect(ZUploadFileInput.safeParse({ ...base, base64Payload: payload }).success, payload).toBe(false);
    }
  });

  it("refuses a payload longer than the cap before looking at its letters", () => {
    const tooLong = "A".repeat(UPLOAD_FILE_LIMITS.maxBase64Length + 4);
    const result = ZUploadFileInput.safeParse({ ...base, base64Payload: tooLong });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe("Max size: 0.5 MBs");
  });
});
