import type { Region, RegionalDb, User } from "@parlo/db";

/** Looks a user up by e-mail in every region (the oldest account wins, as in the spec). */
export async function findUserByEmail(options: {
  db: RegionalDb;
  email: string;
}): Promise<{ user: User; region: Region } | null> {
  const email = options.email.trim().toLowerCase();
  const found = await Promise.all(
    options.db.all().map(async ([region, client]) => {
      const user = await client.user.findUnique({ where: { email } });
      return user ? { user, region } : null;
    }),
  );
  const hits = found.filter((hit): hit is { user: User; region: Region } => hit !== null);
  hits.sort((a, b) => a.user.joinedAt.getTime() - b.user.joinedAt.getTime());
  return hits[0] ?? null;
}
