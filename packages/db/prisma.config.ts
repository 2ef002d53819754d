// Prisma CLI configuration: the schema lives at the repository root (prisma/schema), and the CLI
// talks to PostgreSQL through a driver adapter (WebAssembly schema engine, nothing to download).
import path from "node:path";
import { defineConfig } from "prisma/config";
import { createCliAdapterFactory } from "./src/migrate/cli-adapter";

const root = path.resolve(import.meta.dirname, "../..");

export default defineConfig({
  experimental: { adapter: true },
  engine: "js",
  schema: path.join(root, "prisma/schema"),
  migrations: { path: path.join(root, "prisma/migrations") },
  async adapter() {
    const url = process.env.DATABASE_URL;
    if (!url) throw new Error("DATABASE_URL must be set when the Prisma CLI runs");
    return createCliAdapterFactory(url);
  },
});
