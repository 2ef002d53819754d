import { UPLOAD_FILE_LIMITS, UPLOAD_FILE_MESSAGES } from "@parlo/validators";
import { describe, expect, it } from "vitest";
import { confineTargetPath } from "./confine-target-path";
import { IMAGE_MAX_SIZE_MB } from "./upload-rules";

const MINE = ["users/uuuuuuuuuuuuuuu", "agents/aaaaaaaaaaaaaaaa"];

describe("confineTargetPath", () => {
  it("accepts a file in one of the caller's folders or below, and splits folder and name", () => {
    expect(confineTargetPath("users/uuuuuuuuuuuuuuu/logo.png", MINE)).toEqual({
      ok: true,
      folder: "users/uuuuuuuuuuuuuuu",
      fileName: "logo.png",
    });
    expect(confineTargetPath("agents/aaaaaaaaaaaaaaaa/avatars/2025/a-b_c.webp", MINE)).toMatchObject({
      ok: true,
      folder: "agents/aaaaaaaaaaaaaaaa/avatars/2025",
    });
  });

  it("refuses other people's folders, look-alike prefixes and a bare name", () => {
    for (const path of [
      "users/ooooooooooooooo/logo.png",
      "users/uuuuuuuuuuuuuuuX/logo.png",
      "Users/uuuuuuuuuuuuuuu/logo.png",
      "agents/bbbbbbbbbbbbbbbb/logo.png",
      "users/logo.png",
      "logo.png",
    ]) {
      expect(confineTargetPath(path, MINE), path).toEqual({
        ok: false,
        code: "FORBIDDEN",
        error: UPLOAD_FILE_MESSAGES.notYourFolder,
      });
    }
  });

  it("refuses escapes: .., absolute paths, backslashes, encoded separators, hidden and empty names", () => {
    for (const path of [
      "users/uuuuuuuuuuuuuuu/../ooooooooooooooo/logo.png",
      "users/uuuuuuuuuuuuuuu/./logo.png",
      "/users/uuuuuuuuuuuuuuu/logo.png",
      "users\\uuuuuuuuuuuuuuu\\logo.png",
      "users/uuuuuuuuuuuuuuu%2F..%2Fooooooooooooooo/logo.png",
      "users/uuuuuuuuuuuuuuu/%2e%2e/logo.png",
      "users/uuuuuuuuuuuuuuu/.logo.png",
      "users//uuuuuuuuuuuuuuu/logo.png",
      "users/uuuuuuuuuuuuuuu/",
      "users/uuuuuuuuuuuuuuu/lo go.png",
      "users/uuuuuuuuuuuuuuu/logo.png\u0000.txt",
    ]) {
      expect(confineTargetPath(path, MINE), path).toEqual({
        ok: false,
        code: "BAD_REQUEST",
        error: UPLOAD_FILE_MESSAGES.badPath,
      });
    }
  });

  it("refuses the private knowledge/ folder in any case, and the temporary folder named in the path", () => {
    for (const path of ["knowledge/uuuuuuuuuuuuuuu/doc.png", "Knowledge/uuuuuuuuuuuuuuu/doc.png"]) {
      expect(confineTargetPath(path, [...MINE, "knowledge/uuuuuuuuuuuuuuu", "Knowledge/uuuuuuuuuuuuuuu"])).toEqual({
        ok: false,
        code: "FORBIDDEN",
        error: UPLOAD_FILE_MESSAGES.privateFolder,
      });
    }
    expect(
      confineTargetPath("tmp/users/uuuuuuuuuuuuuuu/logo.png", [...MINE, "tmp/users/uuuuuuuuuuuuuuu"]),
    ).toMatchObject({ ok: false, code: "FORBIDDEN" });
  });

  it("has the upload route's image size cap, and base64 room for exactly that", () => {
    expect(UPLOAD_FILE_LIMITS.maxBytes).toBe(IMAGE_MAX_SIZE_MB * 1_000_000);
    expect(UPLOAD_FILE_LIMITS.maxBase64Length).toBe(
      Buffer.alloc(UPLOAD_FILE_LIMITS.maxBytes).toString("base64").length,
    );
  });
});
