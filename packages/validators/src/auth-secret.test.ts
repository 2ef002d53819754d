import { describe, expect, it } from "vitest";
import { authSecretProblem, DEVELOPMENT_AUTH_SECRET, isLocalhostUrl } from "./auth-secret";

const REAL_SECRET = "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7";

const problem = (secret: string | undefined, publicUrl: string, production = false) =>
  authSecretProblem({ secret, publicUrl, publicUrlVariable: "NEXTAUTH_URL", production });

describe("isLocalhostUrl", () => {
  it("knows the addresses of this machine", () => {
    for (const url of [
      "http://localhost:3000",
      "https://localhost",
      "http://127.0.0.1:3000",
      "http://[::1]:3000",
      "http://app.localhost:3000",
      "http://LOCALHOST:3000",
    ]) {
      expect(isLocalhostUrl(url), url).toBe(true);
    }
  });

  it("refuses every other host, look-alikes included", () => {
    for (const url of [
      "https://app.example.com",
      "http://localhost.example.com",
      "http://127.0.0.1.nip.io",
      "http://mylocalhost:3000",
      "http://10.0.0.5:3000",
      "not a url",
      "",
    ]) {
      expect(isLocalhostUrl(url), url).toBe(false);
    }
  });
});

describe("authSecretProblem", () => {
  it("lets the development value (or none) sign sessions on localhost", () => {
    expect(problem(DEVELOPMENT_AUTH_SECRET, "http://localhost:3000")).toBeNull();
    expect(problem(undefined, "http://localhost:3000")).toBeNull();
    expect(problem(DEVELOPMENT_AUTH_SECRET, "http://127.0.0.1:3000")).toBeNull();
    expect(problem(DEVELOPMENT_AUTH_SECRET, "http://[::1]:3000")).toBeNull();
  });

  it("refuses the development value, no secret or a short one for a public URL, naming the variables", () => {
    expect(problem(DEVELOPMENT_AUTH_SECRET, "https://app.example.com")).toMatch(
      /^NEXTAUTH_SECRET is the built-in development value.*NEXTAUTH_URL \(https:\/\/app\.example\.com\) is not a localhost URL/,
    );
    expect(problem(undefined, "https://app.example.com")).toMatch(/^NEXTAUTH_SECRET is required while NEXTAUTH_URL/);
    expect(problem("", "https://app.example.com")).toMatch(/^NEXTAUTH_SECRET is required/);
    expect(problem("x".repeat(31), "https://app.example.com")).toMatch(
      /^NEXTAUTH_SECRET is too short \(31 characters\)/,
    );
  });

  it("accepts a real secret of 32 characters or more anywhere", () => {
    expect(problem(REAL_SECRET, "https://app.example.com")).toBeNull();
    expect(problem("x".repeat(32), "https://app.example.com", true)).toBeNull();
    expect(problem(REAL_SECRET, "http://localhost:3000", true)).toBeNull();
  });

  it("still wants a real secret in production on localhost", () => {
    expect(problem(DEVELOPMENT_AUTH_SECRET, "http://localhost:3000", true)).toMatch(
      /^NEXTAUTH_SECRET is the built-in development value.*in production/,
    );
    expect(problem(undefined, "http://localhost:3000", true)).toMatch(/^NEXTAUTH_SECRET is required in production/);
  });
});
