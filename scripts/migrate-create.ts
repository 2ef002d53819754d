/** `pnpm db:migrate:create <name>`: writes prisma/migrations/<timestamp>_<name>/migration.sql from the schema change. */
import { createMigration } from "@parlo/db/bootstrap";

const name = process.argv[2];
if (!name) {
  console.error("Usage: pnpm db:migrate:create <name>   e.g. pnpm db:migrate:create add_leads");
  process.exit(1);
}
const created = await createMigration(name);
console.log(
  created
    ? `Created prisma/migrations/${created}/migration.sql`
    : "The schema matches the migrations: nothing to create.",
);
