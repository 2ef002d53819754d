import { describe, expect, it } from "vitest";
import { isAllowedHost, parseAllowedHost, parseAllowedHosts } from "./allowed-hosts";

describe("SSRF allow-list", () => {
  it("parses host and host:port entries, IPv6 in brackets", () => {
    expect(parseAllowedHosts(" 127.0.0.1:4500, fixtures.local ,[::1]:8080,, Example.COM ")).toEqual([
      { host: "127.0.0.1", port: 4500 },
      { host: "fixtures.local" },
      { host: "::1", port: 8080 },
      { host: "example.com" },
    ]);
    expect(parseAllowedHosts("")).toEqual([]);
    expect(parseAllowedHosts(undefined)).toEqual([]);
    expect(parseAllowedHosts(["localhost:3000"])).toEqual([{ host: "localhost", port: 3000 }]);
  });

  it("refuses entries that are not hosts", () => {
    expect(parseAllowedHost("http://127.0.0.1")).toBeNull();
    expect(parseAllowedHost("127.0.0.1:99999")).toBeNull();
    expect(parseAllowedHost("a b")).toBeNull();
    expect(() => parseAllowedHosts("127.0.0.1:0")).toThrow(
      'SSRF_ALLOWED_HOSTS: "127.0.0.1:0" is not a host or host:port',
    );
  });

  it("matches the host and, when given, only that port", () => {
    const allowed = parseAllowedHosts("127.0.0.1:4500,fixtures.local");
    expect(isAllowedHost(allowed, "127.0.0.1", 4500)).toBe(true);
    expect(isAllowedHost(allowed, "127.0.0.1", 4501)).toBe(false);
    expect(isAllowedHost(allowed, "FIXTURES.local", 80)).toBe(true);
    expect(isAllowedHost(allowed, "localhost", 4500)).toBe(false);
    expect(isAllowedHost([], "127.0.0.1", 4500)).toBe(false);
  });
});
