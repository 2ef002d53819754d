import { describe, expect, it } from "vitest";
import { parseCliArgs } from "./parse-cli-args";

describe("parseCliArgs", () => {
  it("defaults to 1025 / 1080 without a store", () => {
    expect(parseCliArgs([])).toEqual({ smtpPort: 1025, httpPort: 1080 });
  });

  it("reads the flags", () => {
    expect(parseCliArgs(["--smtp-port", "2525", "--http-port", "8025", "--store", "/tmp/mail.json"])).toEqual({
      smtpPort: 2525,
      httpPort: 8025,
      storeFile: "/tmp/mail.json",
    });
  });

  it("rejects invalid ports and unknown flags", () => {
    expect(() => parseCliArgs(["--smtp-port", "70000"])).toThrow();
    expect(() => parseCliArgs(["--http-port", "abc"])).toThrow();
    expect(() => parseCliArgs(["--verbose"])).toThrow();
  });
});
