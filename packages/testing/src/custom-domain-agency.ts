import { newAgencySecret, newEntityId, type Db } from "@parlo/db";
import { createTestUser } from "@parlo/db/factories";

/**
 * A workspace owner whose agency has a custom domain in a given state (entered at `setAt`,
 * verified or not, last re-checked at `checkedAt`), written straight to the database.
 */
export async function createCustomDomainAgency(
  db: Db,
  domain: { host: string; verified?: boolean; setAt?: Date | null; checkedAt?: Date | null; name?: string },
) {
  const { user, workspace } = await createTestUser(db);
  const agency = await db.agency.create({
    data: {
      id: newEntityId(),
      userId: workspace.id,
      secret: newAgencySecret(),
      name: domain.name ?? "Test Agency",
      customDomain: domain.host,
      isVerifiedCustomDomain: domain.verified ?? false,
      customDomainSetAt: domain.setAt ?? null,
      customDomainCheckedAt: domain.checkedAt ?? null,
    },
  });
  return { user, workspace, agency };
}
