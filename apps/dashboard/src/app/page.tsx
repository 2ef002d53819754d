import { redirect } from "next/navigation";
import { getSession } from "@/server/auth";

export const dynamic = "force-dynamic";

/** The dashboard's root: the agents of the signed-in user's region, or sign-in. */
export default async function Home() {
  const session = await getSession();
  redirect(session ? `/app/${session.region}/agents` : "/login");
}
