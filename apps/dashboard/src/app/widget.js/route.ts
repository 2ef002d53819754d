import { isDevelopment, widgetBundle } from "@parlo/widget/server";
import { etagMatches } from "@/server/etag-matches";

export const dynamic = "force-dynamic";

const CORS = { "Access-Control-Allow-Origin": "*", "Access-Control-Allow-Methods": "GET, HEAD, OPTIONS" };

/**
 * GET /widget.js - the chat widget's loader that customers embed on their websites
 * (`<script src=".../widget.js" data-agent-id=... data-region=... async>`): any site may load it;
 * cached for a day (then revalidated with its ETag); development revalidates every time.
 */
export async function GET(request: Request) {
  let bundle;
  try {
    bundle = await widgetBundle({ cwd: process.cwd(), fresh: isDevelopment });
  } catch (error) {
    console.error("[widget.js]", error);
    return new Response("/* the Parlo widget is unavailable right now */", {
      status: 503,
      headers: { ...CORS, "Content-Type": "application/javascript; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const headers = {
    ...CORS,
    "Content-Type": "application/javascript; charset=utf-8",
    "Cache-Control": isDevelopment ? "no-cache" : "public, max-age=86400, stale-while-revalidate=604800",
    "X-Content-Type-Options": "nosniff",
    ETag: bundle.etag,
  };
  if (etagMatches(request.headers.get("if-none-match"), bundle.etag))
    return new Response(null, { status: 304, headers });
  return new Response(bundle.code, { headers });
}

export function OPTIONS() {
  return new Response(null, { status: 204, headers: { ...CORS, "Access-Control-Max-Age": "86400" } });
}
