import { checkHealth } from "@parlo/db";
import { getDb } from "@/server/deps";

export const dynamic = "force-dynamic";

// GET /api/health - liveness and database check
export async function GET() {
  const report = await checkHealth(getDb());
  return Response.json(
    { ok: report.ok, app: "dashboard", databases: report.databases },
    { status: report.ok ? 200 : 503 },
  );
}
