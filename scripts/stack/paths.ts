import path from "node:path";

const port = (name: string, fallback: number) => Number(process.env[name] ?? fallback);

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const DATA_DIR = path.join(ROOT, ".data");
/** Development ports; each can be moved with its variable (e.g. DASHBOARD_PORT=3100). */
export const APPS = {
  dashboard: { dir: path.join(ROOT, "apps/dashboard"), port: port("DASHBOARD_PORT", 3000) },
  portal: { dir: path.join(ROOT, "apps/portal"), port: port("PORTAL_PORT", 3001) },
  marketing: { dir: path.join(ROOT, "apps/marketing"), port: port("MARKETING_PORT", 3002) },
} as const;
export type AppName = keyof typeof APPS;
export const DEV_PG_PORT = port("PG_PORT", 5433);
export const DEV_SMTP_PORT = port("SMTP_PORT", 1025);
export const DEV_MAILBOX_PORT = port("MAILBOX_PORT", 1080);
