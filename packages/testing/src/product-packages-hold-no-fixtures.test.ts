import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Product packages and apps hold only product code: fixtures, stand-ins, scripted providers and
 * other test-only helpers live in packages/testing. (Imports of @parlo/testing from non-test files
 * are refused by the shared ESLint config's no-restricted-imports.)
 */

const ROOT = path.resolve(import.meta.dirname, "../../..");

/** Names that say "test support": a file or folder so named belongs in packages/testing. */
const TEST_SUPPORT_NAME =
  /fixture|stand-?in|scripted|fake|mock|stub|^test-(callers|data|deps|documents|helpers|knowledge|utils)\b/i;

const SKIPPED_FOLDERS = new Set(["node_modules", ".next", "dist", "generated"]);

const isTestFile = (name: string) => /\.test\.tsx?$/.test(name);

/** The product workspaces: every app and every package but packages/testing and packages/config. */
function productWorkspaces(): string[] {
  const apps = readdirSync(path.join(ROOT, "apps")).map((name) => `apps/${name}`);
  const packages = readdirSync(path.join(ROOT, "packages"))
    .filter((name) => name !== "testing" && name !== "config")
    .map((name) => `packages/${name}`);
  return [...apps, ...packages].filter((dir) => readdirSync(path.join(ROOT, dir)).includes("package.json"));
}

/** The paths (from the repository root) under `dir` that are named like test support, test files aside. */
function testSupportNames(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) {
      if (SKIPPED_FOLDERS.has(entry.name)) continue;
      if (TEST_SUPPORT_NAME.test(entry.name)) found.push(`${relative}/`);
      else found.push(...testSupportNames(relative));
    } else if (!isTestFile(entry.name) && TEST_SUPPORT_NAME.test(entry.name)) {
      found.push(relative);
    }
  }
  return found;
}

/** The names in a workspace's package.json `dependencies` (not devDependencies). */
function runtimeDependencies(dir: string): string[] {
  const manifest: unknown = JSON.parse(readFileSync(path.join(ROOT, dir, "package.json"), "utf8"));
  if (typeof manifest !== "object" || manifest === null || !("dependencies" in manifest)) return [];
  const { dependencies } = manifest;
  return typeof dependencies === "object" && dependencies !== null ? Object.keys(dependencies) : [];
}

describe("product packages hold no test fixtures", () => {
  const workspaces = productWorkspaces();

  it("finds the product workspaces", () => {
    expect(workspaces).toEqual(expect.arrayContaining(["apps/dashboard", "packages/api", "packages/core"]));
  });

  it("has no file or folder named like a fixture or stand-in in a product package's src", () => {
    const misplaced = workspaces
      .filter((dir) => readdirSync(path.join(ROOT, dir)).includes("src"))
      .flatMap((dir) => testSupportNames(`${dir}/src`));
    expect(misplaced, "move these to packages/testing").toEqual([]);
  });

  it("has @parlo/testing only as a dev dependency of product packages", () => {
    const runtime = workspaces.filter((dir) => runtimeDependencies(dir).includes("@parlo/testing"));
    expect(runtime).toEqual([]);
  });

  it("recognises test support names and leaves product names alone", () => {
    for (const name of ["fixture-site.ts", "shop-fixture.ts", "embeddings-stand-in.ts", "scripted-provider.ts"]) {
      expect(TEST_SUPPORT_NAME.test(name), name).toBe(true);
    }
    for (const name of ["test-documents.ts", "test-callers.ts", "fake-mailer.ts", "fixtures"]) {
      expect(TEST_SUPPORT_NAME.test(name), name).toBe(true);
    }
    for (const name of ["send-test-event.ts", "test-chat.tsx", "test-debugger.tsx", "offline-provider.ts"]) {
      expect(TEST_SUPPORT_NAME.test(name), name).toBe(false);
    }
  });
});
