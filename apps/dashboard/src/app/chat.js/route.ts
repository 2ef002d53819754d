import { isDevelopment, widgetBundle } from "@parlo/widget/server";
import { etagMatches } from "@/server/etag-matches";

export const dynamic = "force-dynamic";

/**
 * GET /chat.js - the chat UI bundle the chat pages (widget iframe, share, Demo) and the test panel
 * load. Those pages ask for `/chat.js?v={version}`: a versioned URL never changes, so it is cached
 * for a year; without the version it is revalidated daily with its ETag.
 */
export async function GET(request: Request) {
  let bundle;
  try {
    bundle = await widgetBundle({ cwd: process.cwd(), fresh: isDevelopment, name: "chat.js" });
  } catch (error) {
    console.error("[chat.js]", error);
    return new Response("/* the chat is unavailable right now */", {
      status: 503,
      headers: { "Content-Type": "application/javascript; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const version = new URL(request.url).searchParams.get("v");
  const immutable = !isDevelopment && version !== null && `"${version}"` === bundle.etag;
  const headers = {
    "Content-Type": "application/javascript; charset=utf-8",
    "Cache-Control": isDevelopment
      ? "no-cache"
      : immutable
        ? "public, max-age=31536000, immutable"
        : "public, max-age=86400, stale-while-revalidate=604800",
    "X-Content-Type-Options": "nosniff",
    ETag: bundle.etag,
  };
  if (etagMatches(request.headers.get("if-none-match"), bundle.etag))
    return new Response(null, { status: 304, headers });
  return new Response(bundle.code, { headers });
}
