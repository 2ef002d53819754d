/** The environment handed to the three apps by the dev and test commands. */
export function appEnv(options: {
  urls: { eu: string; na: string };
  smtpUrl?: string;
  mailboxUrl?: string;
  authSecret?: string;
  ports?: { dashboard: number; portal: number; marketing: number };
  /** an OpenAI-compatible API for the model (the e2e stand-in); without it the apps use MODEL_PROVIDER (offline by default) */
  modelApiBaseUrl?: string;
  /** host:port entries the SSRF guard lets through (the e2e tier's local company websites) */
  ssrfAllowedHosts?: string[];
  /** more variables for the apps (the e2e tier's Stripe stand-in) */
  extra?: Record<string, string>;
}): NodeJS.ProcessEnv {
  const ports = options.ports ?? { dashboard: 3000, portal: 3001, marketing: 3002 };
  const dashboardUrl = `http://localhost:${ports.dashboard}`;
  return {
    ...process.env,
    DATABASE_URL_EU: options.urls.eu,
    DATABASE_URL_NA: options.urls.na,
    ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl, EMAIL_TRANSPORT: "smtp" } : {}),
    ...(options.mailboxUrl ? { NEXT_PUBLIC_DEV_MAILBOX_URL: options.mailboxUrl } : {}),
    ...(options.authSecret ? { NEXTAUTH_SECRET: options.authSecret } : {}),
    ...(options.modelApiBaseUrl ? { MODEL_PROVIDER: "openai", MODEL_API_BASE_URL: options.modelApiBaseUrl } : {}),
    ...(options.ssrfAllowedHosts?.length ? { SSRF_ALLOWED_HOSTS: options.ssrfAllowedHosts.join(",") } : {}),
    NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? dashboardUrl,
    NEXT_PUBLIC_DASHBOARD_URL: process.env.NEXT_PUBLIC_DASHBOARD_URL ?? dashboardUrl,
    NEXT_PUBLIC_PORTAL_URL: process.env.NEXT_PUBLIC_PORTAL_URL ?? `http://localhost:${ports.portal}`,
    NEXT_PUBLIC_MARKETING_URL: process.env.NEXT_PUBLIC_MARKETING_URL ?? `http://localhost:${ports.marketing}`,
    NEXT_TELEMETRY_DISABLED: "1",
    ...options.extra,
  };
}
