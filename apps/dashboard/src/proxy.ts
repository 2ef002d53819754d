import { NextResponse, type NextRequest } from "next/server";
import { REQUEST_PATH_HEADER } from "@/lib/request-path-header";

/**
 * Layouts are not given the URL; this hands the signed-in app (/app/...) the path that was asked
 * for, so a signed-out visitor is sent to sign-in and then back to that same page. Whatever a
 * client sends in the header is replaced.
 */
export function proxy(request: NextRequest): NextResponse {
  const headers = new Headers(request.headers);
  headers.set(REQUEST_PATH_HEADER, `${request.nextUrl.pathname}${request.nextUrl.search}`);
  return NextResponse.next({ request: { headers } });
}

export const config = { matcher: "/app/:path*" };
