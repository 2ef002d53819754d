import { describe, expect, it } from "vitest";
import { isEmptyDiff, migrationDirName } from "./create-migration";

describe("migration naming and empty diffs", () => {
  it("names the folder with a UTC timestamp and a slug", () => {
    expect(migrationDirName("Add Leads table!", new Date("2026-11-22T10:20:30Z"))).toBe(
      "20261122102030_add_leads_table",
    );
  });

  it("refuses an empty name", () => {
    expect(() => migrationDirName("  --  ")).toThrow(/Give the migration a name/);
  });

  it("treats comment-only output as no change", () => {
    expect(isEmptyDiff("-- This is an empty migration.\n\n")).toBe(true);
    expect(isEmptyDiff('-- AlterTable\nALTER TABLE "Agent" ADD COLUMN "x" TEXT;\n')).toBe(false);
  });
});
