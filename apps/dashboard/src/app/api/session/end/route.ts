import { NextResponse } from "next/server";

// GET /api/session/end - ends a session whose account no longer exists, then shows sign-in
export function GET(req: Request) {
  const response = NextResponse.redirect(new URL("/login", req.url));
  // the app redirects here itself; a link from another site must not sign anyone out
  if (req.headers.get("sec-fetch-site") === "cross-site") return response;
  for (const name of ["next-auth.session-token", "__Secure-next-auth.session-token"]) {
    response.cookies.set(name, "", { maxAge: 0, path: "/", httpOnly: true, secure: name.startsWith("__Secure-") });
  }
  return response;
}
