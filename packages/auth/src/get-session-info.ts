import type { TSessionInfo } from "@parlo/validators";
import { getServerSession, type NextAuthOptions } from "next-auth";
import { z } from "zod";

const ZSessionShape = z.object({
  user: z.object({ id: z.string().min(1), email: z.string().min(3), region: z.enum(["eu", "na"]) }),
});

/** The signed-in user of the current request (server components, route handlers), or null. */
export async function getSessionInfo(authOptions: NextAuthOptions): Promise<TSessionInfo | null> {
  const parsed = ZSessionShape.safeParse(await getServerSession(authOptions));
  if (!parsed.success) return null;
  return { userId: parsed.data.user.id, email: parsed.data.user.email, region: parsed.data.user.region };
}
