import { describe, expect, it } from "vitest";
import {
  newAgencySecret,
  newAgentId,
  newPersonalWorkspaceName,
  newSecretKey,
  newWorkspaceId,
  randomString,
} from "./ids";

describe("ids and secrets (spec lengths)", () => {
  it("workspace id has 15 characters, agent ID 16, agency secret 25", () => {
    expect(newWorkspaceId()).toMatch(/^[A-Za-z0-9]{15}$/);
    expect(newAgentId()).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(newAgencySecret()).toMatch(/^[A-Za-z0-9]{25}$/);
  });

  it("secrets are vg_ plus 20 characters and the personal name is Personal plus 5", () => {
    expect(newSecretKey()).toMatch(/^vg_[A-Za-z0-9]{20}$/);
    expect(newPersonalWorkspaceName()).toMatch(/^Personal[A-Za-z0-9]{5}$/);
  });

  it("does not repeat itself", () => {
    const seen = new Set(Array.from({ length: 1000 }, () => randomString(12)));
    expect(seen.size).toBe(1000);
  });
});
