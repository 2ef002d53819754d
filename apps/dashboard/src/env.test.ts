import { DEVELOPMENT_AUTH_SECRET } from "@parlo/validators";
import { afterEach, describe, expect, it, vi } from "vitest";

/** Evaluates src/env.ts afresh with these variables (whatever NODE_ENV the test runner set). */
async function loadEnv(variables: { NEXTAUTH_URL?: string; NEXTAUTH_SECRET?: string; NODE_ENV?: string }) {
  vi.resetModules();
  vi.stubEnv("NEXTAUTH_URL", variables.NEXTAUTH_URL);
  vi.stubEnv("NEXTAUTH_SECRET", variables.NEXTAUTH_SECRET);
  vi.stubEnv("NODE_ENV", variables.NODE_ENV ?? "development");
  const { env } = await import("./env");
  return env;
}

/** What the refusal printed (t3-env logs the issues, then throws). */
function printedIssues(log: ReturnType<typeof vi.spyOn>): string {
  return JSON.stringify(log.mock.calls);
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

describe("the dashboard's session secret at start-up", () => {
  it("uses the development value on localhost when none is set", async () => {
    const env = await loadEnv({ NEXTAUTH_URL: "http://localhost:3000" });
    expect(env.NEXTAUTH_SECRET).toBe(DEVELOPMENT_AUTH_SECRET);
  });

  it("refuses to start on a public URL without a secret, naming NEXTAUTH_SECRET, whatever NODE_ENV says", async () => {
    for (const nodeEnv of ["development", "test"]) {
      const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
      await expect(loadEnv({ NEXTAUTH_URL: "https://app.example.com", NODE_ENV: nodeEnv })).rejects.toThrow(
        "Invalid environment variables",
      );
      expect(printedIssues(log)).toContain("NEXTAUTH_SECRET is required while NEXTAUTH_URL (https://app.example.com)");
      log.mockRestore();
    }
  });

  it("refuses the development value on a public URL", async () => {
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(
      loadEnv({ NEXTAUTH_URL: "https://app.example.com", NEXTAUTH_SECRET: DEVELOPMENT_AUTH_SECRET }),
    ).rejects.toThrow("Invalid environment variables");
    expect(printedIssues(log)).toContain("NEXTAUTH_SECRET is the built-in development value");
  });

  it("starts on a public URL with a real secret", async () => {
    const secret = "a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6q7";
    const env = await loadEnv({ NEXTAUTH_URL: "https://app.example.com", NEXTAUTH_SECRET: secret });
    expect(env.NEXTAUTH_SECRET).toBe(secret);
  });
});

describe("the dashboard's VAPID keys at start-up", () => {
  it("refuses one key without the other, naming both variables", async () => {
    vi.stubEnv("VAPID_PUBLIC_KEY", `B${"x".repeat(86)}`);
    const log = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await expect(loadEnv({ NEXTAUTH_URL: "http://localhost:3000" })).rejects.toThrow("Invalid environment variables");
    expect(printedIssues(log)).toContain("Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY");
  });

  it("starts with both keys, or neither", async () => {
    expect((await loadEnv({ NEXTAUTH_URL: "http://localhost:3000" })).VAPID_PUBLIC_KEY).toBeUndefined();
    vi.stubEnv("VAPID_PUBLIC_KEY", `B${"x".repeat(86)}`);
    vi.stubEnv("VAPID_PRIVATE_KEY", "k".repeat(43));
    expect((await loadEnv({ NEXTAUTH_URL: "http://localhost:3000" })).VAPID_PRIVATE_KEY).toBe("k".repeat(43));
  });
});
