import { createRegionalDb } from "@parlo/db";

/**
 * Test set-up: gives the personal workspace of a new account credits, as a top-up would (a new
 * workspace starts with none, and the e2e model answers cost credits). Uses the e2e run's
 * databases (E2E_DATABASE_URL_EU / _NA, set by the test runner).
 */
export async function topUpPersonalWorkspace(email: string, credits: number): Promise<void> {
  const eu = process.env.E2E_DATABASE_URL_EU;
  const na = process.env.E2E_DATABASE_URL_NA;
  if (!eu || !na) throw new Error("E2E_DATABASE_URL_EU and E2E_DATABASE_URL_NA are set by the test runner");
  const db = createRegionalDb({ eu, na });
  try {
    const regional = db.for("eu");
    const user = await regional.user.findFirstOrThrow({ where: { email } });
    await regional.workspace.update({ where: { id: user.id }, data: { loadTokens: credits } });
  } finally {
    await db.disconnect();
  }
}
