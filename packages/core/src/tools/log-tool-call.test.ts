import { describe, expect, it } from "vitest";
import { httpStatusOf, shortenForLog } from "./log-tool-call";

describe("tool call log", () => {
  it("blanks the secret and shortens long text", () => {
    expect(shortenForLog('{"echo":"s3cret","again":"s3cret"}', "s3cret")).toBe(
      '{"echo":"[secret]","again":"[secret]"}',
    );
    const long = shortenForLog("x".repeat(5000));
    expect(long).toHaveLength(2000);
    expect(long.endsWith("…")).toBe(true);
    expect(shortenForLog("short")).toBe("short");
  });

  it("reads the HTTP status of a failure reason", () => {
    expect(httpStatusOf("HTTP 503")).toBe(503);
    expect(httpStatusOf("timeout")).toBeNull();
  });
});
