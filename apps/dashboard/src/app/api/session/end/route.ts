import { NextResponse } from "next/server";

// GET /api/session/end - ends a session whose account no longer exists, then shows sign-in
export function GET(req: Request) {
  const response = NextResponse.redirect(new URL("/login", req.url));
  for (const name of ["next-auth.session-token", "__Secure-next-auth.session-token"]) {
    response.cookies.set(name, "", { maxAge: 0, path: "/", httpOnly: true, secure: name.startsWith("__Secure-") });
  }
  return response;
}
