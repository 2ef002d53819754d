import path from "node:path";

export const ROOT = path.resolve(import.meta.dirname, "../..");
export const DATA_DIR = path.join(ROOT, ".data");
export const APPS = {
  dashboard: { dir: path.join(ROOT, "apps/dashboard"), port: 3000 },
  portal: { dir: path.join(ROOT, "apps/portal"), port: 3001 },
  marketing: { dir: path.join(ROOT, "apps/marketing"), port: 3002 },
} as const;
export type AppName = keyof typeof APPS;
export const DEV_PG_PORT = 5433;
export const DEV_SMTP_PORT = 1025;
export const DEV_MAILBOX_PORT = 1080;
