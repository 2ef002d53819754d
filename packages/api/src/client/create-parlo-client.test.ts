import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { createParloClient, parloApiUrl } from "./create-parlo-client";

describe("createParloClient", () => {
  it("calls {baseUrl}/api/trpc", () => {
    expect(parloApiUrl("https://app.example.com")).toBe("https://app.example.com/api/trpc");
    expect(parloApiUrl("https://example.com/parlo/")).toBe("https://example.com/parlo/api/trpc");
    expect(parloApiUrl("http://localhost:3000")).toBe("http://localhost:3000/api/trpc");
    expect(parloApiUrl("http://127.0.0.1:4000")).toBe("http://127.0.0.1:4000/api/trpc");
  });

  it("will not send a secret in clear text to another machine unless told to", () => {
    expect(() => parloApiUrl("http://app.example.com")).toThrow(/https/);
    expect(parloApiUrl("http://app.example.com", true)).toBe("http://app.example.com/api/trpc");
  });

  it("refuses URLs that are not plain http(s) dashboard addresses, and secrets that could break a header", () => {
    for (const url of ["ftp://example.com", "not a url", "https://user:pw@example.com", "https://example.com/?a=1"]) {
      expect(() => parloApiUrl(url), url).toThrow(TypeError);
    }
    for (const secret of ["", "vg_abc def ghi jkl", "vg_abc\r\nX-Evil: 1"]) {
      expect(() => createParloClient({ baseUrl: "https://example.com", secret }), secret).toThrow(TypeError);
    }
  });

  it("brings no server code: its only value imports are the tRPC client and superjson", () => {
    const source = readFileSync(new URL("./create-parlo-client.ts", import.meta.url), "utf8");
    const valueImports = [...source.matchAll(/^import (?!type )[^;]*? from "([^"]+)";/gms)].map((m) => m[1]);
    expect(valueImports.sort()).toEqual(["@trpc/client", "superjson"]);
    expect(source).toMatch(/^import type \{ AppRouter \} from "\.\.\/root";$/m);
  });
});
