import { env } from "@/env";

const dashboardUrl = env.NEXT_PUBLIC_DASHBOARD_URL.replace(/\/+$/, "");

/** Brand and the links to the other apps, derived from the validated env. */
export const site = {
  brand: env.NEXT_PUBLIC_BRAND_NAME,
  signUpUrl: `${dashboardUrl}/signup`,
  signInUrl: `${dashboardUrl}/login`,
} as const;
