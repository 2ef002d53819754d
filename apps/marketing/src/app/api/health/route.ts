import { checkHealth } from "@parlo/db";
import { db } from "@/server/db";

export const dynamic = "force-dynamic";

// GET /api/health - liveness and database check
export async function GET() {
  const report = await checkHealth(db);
  return Response.json(
    { ok: report.ok, app: "marketing", databases: report.databases },
    { status: report.ok ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
