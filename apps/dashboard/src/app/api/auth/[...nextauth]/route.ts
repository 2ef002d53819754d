import NextAuth from "next-auth";
import { getAuthOptions } from "@/server/auth";

type RouteContext = { params: Promise<{ nextauth: string[] }> };

// GET|POST /api/auth/* - next-auth: CSRF token, session, e-mail code sign-in, sign-out
async function handler(req: Request, context: RouteContext) {
  return NextAuth(getAuthOptions())(req, context);
}

export { handler as GET, handler as POST };
