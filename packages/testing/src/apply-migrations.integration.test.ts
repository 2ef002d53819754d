import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it, inject } from "vitest";
import { applyMigrations, databaseUrl, dropDatabase, ensureDatabase } from "@parlo/db/bootstrap";
import "./provided-context";

let dir: string;
let url: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "parlo-migrations-"));
  url = databaseUrl(inject("databaseUrls").eu, `parlo_migrate_${Date.now()}`);
  await ensureDatabase(url);
});
afterAll(async () => {
  await dropDatabase(url);
  await rm(dir, { recursive: true, force: true });
});

async function write(name: string, sql: string) {
  await mkdir(path.join(dir, name), { recursive: true });
  await writeFile(path.join(dir, name, "migration.sql"), sql);
}

async function query(sql: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

describe("applyMigrations", () => {
  it("applies pending migrations once, in order, including $$ bodies", async () => {
    await write("001_table", 'CREATE TABLE "thing" (id int primary key, name text);');
    await write(
      "002_function",
      "CREATE FUNCTION touch() RETURNS int AS $$ BEGIN RETURN 1; END; $$ LANGUAGE plpgsql;\nINSERT INTO \"thing\" VALUES (1, 'a');",
    );
    expect(await applyMigrations(url, dir)).toEqual(["001_table", "002_function"]);
    expect(await applyMigrations(url, dir)).toEqual([]);
    expect(await query('SELECT touch() AS v, (SELECT count(*)::int FROM "thing") AS n')).toEqual([{ v: 1, n: 1 }]);
    const recorded = await query('SELECT migration_name FROM "_prisma_migrations" ORDER BY migration_name');
    expect(recorded.map((r) => r.migration_name)).toEqual(["001_table", "002_function"]);
  });

  it("rolls back a failing migration and records nothing for it", async () => {
    await write("003_broken", 'INSERT INTO "thing" VALUES (2, \'b\');\nSELECT * FROM "missing_table";');
    await expect(applyMigrations(url, dir)).rejects.toThrow(/003_broken failed/);
    expect(await query('SELECT count(*)::int AS n FROM "thing"')).toEqual([{ n: 1 }]);
    await rm(path.join(dir, "003_broken"), { recursive: true });
  });

  it("stops when an applied migration was edited", async () => {
    await write("001_table", 'CREATE TABLE "thing" (id int primary key, name text, extra text);');
    await expect(applyMigrations(url, dir)).rejects.toThrow(/001_table was changed after it was applied/);
  });
});
