import { describe, expect, it } from "vitest";
import { classifyPortalHost, hostNameOf } from "./host";

describe("hostNameOf", () => {
  it("lower-cases and drops the port and a trailing dot", () => {
    expect(hostNameOf("Acme.Example.COM:8443")).toBe("acme.example.com");
    expect(hostNameOf("acme.example.com.")).toBe("acme.example.com");
    expect(hostNameOf(" localhost:3001 ")).toBe("localhost");
  });

  it("refuses IP addresses, empty and malformed hosts", () => {
    for (const bad of [
      "",
      null,
      undefined,
      "127.0.0.1:3001",
      "[::1]:3001",
      "a_b.example.com",
      "x..y.com",
      "ex ample.com",
    ]) {
      expect(hostNameOf(bad)).toBeNull();
    }
  });
});

describe("classifyPortalHost", () => {
  it("tells the root, a product sub-domain and a custom domain apart", () => {
    expect(classifyPortalHost("portal.example.com", "portal.example.com")).toEqual({
      kind: "root",
      host: "portal.example.com",
    });
    expect(classifyPortalHost("ACME.portal.example.com:443", "portal.example.com")).toEqual({
      kind: "subdomain",
      host: "acme.portal.example.com",
      label: "acme",
    });
    expect(classifyPortalHost("app.agency.co.uk", "portal.example.com")).toEqual({
      kind: "custom",
      host: "app.agency.co.uk",
    });
  });

  it("works with localhost as the development root", () => {
    expect(classifyPortalHost("acme.localhost:3001", "localhost")).toMatchObject({ kind: "subdomain", label: "acme" });
    expect(classifyPortalHost("localhost:3001", "localhost")).toMatchObject({ kind: "root" });
  });

  it("refuses two labels under the root", () => {
    expect(classifyPortalHost("a.b.portal.example.com", "portal.example.com")).toEqual({ kind: "invalid" });
  });
});
