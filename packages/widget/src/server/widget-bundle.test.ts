import path from "node:path";
import { describe, expect, it } from "vitest";
import { widgetPackageDir } from "./widget-bundle";

const PACKAGE_DIR = path.resolve(import.meta.dirname, "../..");

describe("widgetPackageDir", () => {
  it("finds the package from the dashboard's folder and from the repository root", () => {
    const root = path.resolve(PACKAGE_DIR, "../..");
    expect(widgetPackageDir(path.join(root, "apps/dashboard"))).not.toBeNull();
    expect(widgetPackageDir(root)).toBe(path.join(root, "packages/widget"));
    expect(widgetPackageDir("/nonexistent")).toBeNull();
  });
});
