// Shared ESLint flat config: TypeScript strict rules for every package and app.
import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["**/.next/**", "**/node_modules/**", "**/dist/**", "**/generated/**", "**/next-env.d.ts"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "warn",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-assertions": ["error", { assertionStyle: "never" }],
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration from the app's validated env module." },
      ],
    },
  },
  {
    // Product code holds only product code: fixtures, stand-ins and test helpers live in
    // packages/testing and only tests, e2e specs and scripts import them.
    ignores: [
      "**/*.test.ts",
      "**/*.test.tsx",
      "**/e2e/**",
      "**/scripts/**",
      "**/vitest.config.ts",
      "**/playwright.config.ts",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [{ name: "@parlo/testing", message: "Test support is for tests: only *.test.ts files import it." }],
          patterns: [
            {
              group: ["@parlo/testing/*", "**/packages/testing/**", "**/testing/src/**"],
              message: "Test support is for tests: only *.test.ts files import it.",
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      "**/*.test.ts",
      "**/*.test.tsx",
      "**/e2e/**",
      "**/vitest.config.ts",
      "**/playwright.config.ts",
      "**/scripts/**",
      "**/bootstrap/**",
      "**/env.ts",
      "**/prisma.config.ts",
      "**/testing/**",
    ],
    rules: { "no-restricted-properties": "off" },
  },
);
