// Generates the Prisma client offline. The CLI wants DATABASE_URL set whenever it runs (or it
// tries to download an engine); generation never connects, so any well-formed URL will do.
import { execFileSync } from "node:child_process";
import path from "node:path";

const dir = path.resolve(import.meta.dirname, "..");
execFileSync(path.join(dir, "node_modules/.bin/prisma"), ["generate"], {
  cwd: dir,
  stdio: "inherit",
  env: {
    ...process.env,
    DATABASE_URL: process.env.DATABASE_URL ?? "postgresql://generate@127.0.0.1:1/generate",
    CHECKPOINT_DISABLE: "1",
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
  },
});
