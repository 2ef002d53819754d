import { describe, expect, it } from "vitest";
import { CLIENT_PASSWORD_LENGTH, hashClientPassword, newClientPassword, verifyClientPassword } from "./client-password";

describe("client passwords", () => {
  it("are 15 random letters and digits by default", () => {
    const a = newClientPassword();
    expect(a).toMatch(new RegExp(`^[A-Za-z0-9]{${CLIENT_PASSWORD_LENGTH}}$`));
    expect(newClientPassword()).not.toBe(a);
  });

  it("are stored as salted Argon2id hashes that only the same password matches", async () => {
    const stored = await hashClientPassword("correct horse");
    expect(stored).toMatch(/^\$argon2id\$/);
    expect(await hashClientPassword("correct horse")).not.toBe(stored);
    expect(await verifyClientPassword(stored, "correct horse")).toBe(true);
    expect(await verifyClientPassword(stored, "Correct horse")).toBe(false);
    expect(await verifyClientPassword("", "correct horse")).toBe(false);
    expect(await verifyClientPassword("not-a-hash", "correct horse")).toBe(false);
  });
});
