import {
  databaseEnv,
  emailEnv,
  fetchGuardEnv,
  fontsEnv,
  modelEnv,
  portalDomainsEnv,
  publicUrlEnv,
  stripeEnv,
  vapidEnvProblem,
  webPushEnv,
} from "@parlo/validators";
import { createEnv } from "@t3-oss/env-nextjs";
import { z } from "zod";

/** The client portal's configuration, validated once. The only place that reads process.env. */
export const env = createEnv({
  server: {
    ...databaseEnv,
    ...emailEnv,
    ...portalDomainsEnv,
    ...fontsEnv,
    ...modelEnv,
    ...fetchGuardEnv,
    ...webPushEnv,
    ...stripeEnv,
  },
  client: { ...publicUrlEnv },
  runtimeEnv: {
    DATABASE_URL_EU: process.env.DATABASE_URL_EU,
    DATABASE_URL_NA: process.env.DATABASE_URL_NA,
    EMAIL_TRANSPORT: process.env.EMAIL_TRANSPORT,
    SMTP_URL: process.env.SMTP_URL,
    EMAIL_API_URL: process.env.EMAIL_API_URL,
    EMAIL_API_KEY: process.env.EMAIL_API_KEY,
    EMAIL_FROM: process.env.EMAIL_FROM,
    MODEL_PROVIDER: process.env.MODEL_PROVIDER,
    MODEL_API_BASE_URL: process.env.MODEL_API_BASE_URL,
    MODEL_API_KEY: process.env.MODEL_API_KEY,
    MODEL_DEFAULT: process.env.MODEL_DEFAULT,
    FONTS_CSS_URL: process.env.FONTS_CSS_URL,
    FONTS_FILES_URL: process.env.FONTS_FILES_URL,
    PORTAL_ROOT_DOMAIN: process.env.PORTAL_ROOT_DOMAIN,
    PORTAL_CNAME_TARGET: process.env.PORTAL_CNAME_TARGET,
    DNS_SERVERS: process.env.DNS_SERVERS,
    CUSTOM_DOMAIN_HTTPS_PORT: process.env.CUSTOM_DOMAIN_HTTPS_PORT,
    CUSTOM_DOMAIN_TLS_CA_FILE: process.env.CUSTOM_DOMAIN_TLS_CA_FILE,
    SSRF_ALLOWED_HOSTS: process.env.SSRF_ALLOWED_HOSTS,
    VAPID_PUBLIC_KEY: process.env.VAPID_PUBLIC_KEY,
    VAPID_PRIVATE_KEY: process.env.VAPID_PRIVATE_KEY,
    VAPID_SUBJECT: process.env.VAPID_SUBJECT,
    STRIPE_SECRET_KEY: process.env.STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: process.env.STRIPE_WEBHOOK_SECRET,
    STRIPE_CONNECT_WEBHOOK_SECRET: process.env.STRIPE_CONNECT_WEBHOOK_SECRET,
    STRIPE_API_URL: process.env.STRIPE_API_URL,
    STRIPE_PUBLISHABLE_KEY: process.env.STRIPE_PUBLISHABLE_KEY,
    STRIPE_JS_URL: process.env.STRIPE_JS_URL,
    NEXT_PUBLIC_BRAND_NAME: process.env.NEXT_PUBLIC_BRAND_NAME,
    NEXT_PUBLIC_DASHBOARD_URL: process.env.NEXT_PUBLIC_DASHBOARD_URL,
    NEXT_PUBLIC_PORTAL_URL: process.env.NEXT_PUBLIC_PORTAL_URL,
    NEXT_PUBLIC_MARKETING_URL: process.env.NEXT_PUBLIC_MARKETING_URL,
  },
  emptyStringAsUndefined: true,
  // the VAPID keys come as a pair (both set, or neither: a pair is then generated)
  createFinalSchema: (shape, isServer) =>
    z.object(shape).superRefine((values, context) => {
      const problem = isServer ? vapidEnvProblem(values) : null;
      if (problem) context.addIssue({ code: "custom", path: ["VAPID_PRIVATE_KEY"], message: problem });
    }),
});
