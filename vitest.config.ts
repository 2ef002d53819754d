import { defineConfig } from "vitest/config";

const exclude = ["**/node_modules/**", "**/.next/**", "**/e2e/**", "**/dist/**"];

/** Two tiers: `unit` (pure, fast) and `integration` (real PostgreSQL, real SMTP, local stand-ins). */
export default defineConfig({
  test: {
    projects: [
      {
        // the Next apps' tsconfig keeps JSX for Next to compile ("preserve"); their component tests need it compiled
        oxc: { jsx: { runtime: "automatic", importSource: "react" } },
        test: {
          name: "unit",
          include: ["{packages,apps}/**/*.test.{ts,tsx}"],
          exclude: [...exclude, "**/*.integration.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "integration",
          include: ["{packages,apps}/**/*.integration.test.ts"],
          exclude,
          environment: "node",
          globalSetup: ["packages/testing/src/global-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
