import { databaseUrl, diffAgainstMigrations, isEmptyDiff } from "@parlo/db/bootstrap";
import { describe, expect, it, inject } from "vitest";
import "./provided-context";

describe("prisma/schema and prisma/migrations", () => {
  it("are in sync: the committed migrations produce exactly the schema (run pnpm db:migrate:create otherwise)", async () => {
    const serverUrl = databaseUrl(inject("databaseUrls").eu, "postgres");
    const sql = await diffAgainstMigrations(serverUrl);
    expect(isEmptyDiff(sql), sql).toBe(true);
  });
});
