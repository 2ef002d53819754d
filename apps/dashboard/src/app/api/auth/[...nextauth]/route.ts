import NextAuth from "next-auth";
import { authOptions } from "@/server/auth";

// GET|POST /api/auth/* - next-auth: CSRF token, session, e-mail code sign-in, sign-out
const handler = NextAuth(authOptions);
export { handler as GET, handler as POST };
