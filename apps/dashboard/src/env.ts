/** The dashboard's configuration, validated once at start-up (a bad variable stops it, by name). */
import { createEnv } from "@t3-oss/env-nextjs";
import {
  authSecretProblem,
  databaseEnv,
  DEVELOPMENT_AUTH_SECRET,
  emailEnv,
  embeddingsEnv,
  fetchGuardEnv,
  fontsEnv,
  portalDomainsEnv,
  modelEnv,
  publicUrlEnv,
  stripeEnv,
  vapidEnvProblem,
  voiceflowEnv,
  webPushEnv,
} from "@parlo/validators";
import { z } from "zod";

const isProduction = process.env.NODE_ENV === "production";

export const env = createEnv({
  server: {
    ...databaseEnv,
    ...emailEnv,
    ...modelEnv,
    ...voiceflowEnv,
    ...fetchGuardEnv,
    ...embeddingsEnv,
    ...stripeEnv,
    ...fontsEnv,
    ...portalDomainsEnv,
    ...webPushEnv,
    /** signs the session cookie; a real one is required outside localhost and in production (checked below) */
    NEXTAUTH_SECRET: z.string().optional(),
    NEXTAUTH_URL: z.string().url().default("http://localhost:3000"),
    /** the one hostname on which the New Agent drawer offers the vg / vf platform choice */
    PLATFORM_CHOICE_HOSTNAME: z.string().min(1).optional(),
    /** "off": this server queues background jobs but does not run them (tests that do not want a worker) */
    JOBS_WORKER: z.enum(["on", "off"]).default("on"),
    /** sign-in codes one client address may ask for per 15 minutes (20 when unset); for offices behind one address */
    SIGN_IN_CODES_PER_IP: z.coerce.number().int().positive().max(10_000).optional(),
    /** how long a verified custom domain goes before the periodic job looks its DNS up again */
    CUSTOM_DOMAIN_RECHECK_HOURS: z.coerce.number().positive().max(720).default(6),
    /** where uploaded files are kept: "local" disk (UPLOADS_DIR) or an "s3"-compatible bucket (S3_*) */
    UPLOAD_STORAGE: z.enum(["local", "s3"]).default("local"),
    UPLOADS_DIR: z.string().min(1).optional(),
    S3_ENDPOINT: z.string().url().optional(),
    S3_REGION: z.string().min(1).default("us-east-1"),
    S3_BUCKET: z.string().min(1).optional(),
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  },
  client: {
    ...publicUrlEnv,
    /** the dev mailbox page, linked from the sign-in screen in development only */
    NEXT_PUBLIC_DEV_MAILBOX_URL: z.string().url().optional(),
  },
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
    VOICEFLOW_RUNTIME_URL: process.env.VOICEFLOW_RUNTIME_URL,
    SSRF_ALLOWED_HOSTS: process.env.SSRF_ALLOWED_HOSTS,
    EMBEDDINGS_API_BASE_URL: process.env.EMBEDDINGS_API_BASE_URL,
    EMBEDDINGS_API_KEY: process.env.EMBEDDINGS_API_KEY,
    EMBEDDINGS_MODEL: process.env.EMBEDDINGS_MODEL,
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET,
    NEXTAUTH_URL: process.env.NEXTAUTH_URL,
    PLATFORM_CHOICE_HOSTNAME: process.env.PLATFORM_CHOICE_HOSTNAME,
    JOBS_WORKER: process.env.JOBS_WORKER,
    CUSTOM_DOMAIN_RECHECK_HOURS: process.env.CUSTOM_DOMAIN_RECHECK_HOURS,
    SIGN_IN_CODES_PER_IP: process.env.SIGN_IN_CODES_PER_IP,
    UPLOAD_STORAGE: process.env.UPLOAD_STORAGE,
    UPLOADS_DIR: process.env.UPLOADS_DIR,
    S3_ENDPOINT: process.env.S3_ENDPOINT,
    S3_REGION: process.env.S3_REGION,
    S3_BUCKET: process.env.S3_BUCKET,
    S3_ACCESS_KEY_ID: process.env.S3_ACCESS_KEY_ID,
    S3_SECRET_ACCESS_KEY: process.env.S3_SECRET_ACCESS_KEY,
    STRIPE_SECRET_KEY: process.env.STRIPE_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: process.env.STRIPE_WEBHOOK_SECRET,
    STRIPE_CONNECT_WEBHOOK_SECRET: process.env.STRIPE_CONNECT_WEBHOOK_SECRET,
    STRIPE_API_URL: process.env.STRIPE_API_URL,
    STRIPE_PUBLISHABLE_KEY: process.env.STRIPE_PUBLISHABLE_KEY,
    STRIPE_JS_URL: process.env.STRIPE_JS_URL,
    FONTS_CSS_URL: process.env.FONTS_CSS_URL,
    FONTS_FILES_URL: process.env.FONTS_FILES_URL,
    PORTAL_ROOT_DOMAIN: process.env.PORTAL_ROOT_DOMAIN,
    PORTAL_CNAME_TARGET: process.env.PORTAL_CNAME_TARGET,
    DNS_SERVERS: process.env.DNS_SERVERS,
    CUSTOM_DOMAIN_HTTPS_PORT: process.env.CUSTOM_DOMAIN_HTTPS_PORT,
    CUSTOM_DOMAIN_TLS_CA_FILE: process.env.CUSTOM_DOMAIN_TLS_CA_FILE,
    VAPID_PUBLIC_KEY: process.env.VAPID_PUBLIC_KEY,
    VAPID_PRIVATE_KEY: process.env.VAPID_PRIVATE_KEY,
    VAPID_SUBJECT: process.env.VAPID_SUBJECT,
    NEXT_PUBLIC_BRAND_NAME: process.env.NEXT_PUBLIC_BRAND_NAME,
    NEXT_PUBLIC_DASHBOARD_URL: process.env.NEXT_PUBLIC_DASHBOARD_URL,
    NEXT_PUBLIC_PORTAL_URL: process.env.NEXT_PUBLIC_PORTAL_URL,
    NEXT_PUBLIC_MARKETING_URL: process.env.NEXT_PUBLIC_MARKETING_URL,
    NEXT_PUBLIC_DEV_MAILBOX_URL: process.env.NEXT_PUBLIC_DEV_MAILBOX_URL,
  },
  emptyStringAsUndefined: true,
  // the session secret depends on where the app is served: the development value only on localhost;
  // the VAPID keys come as a pair
  createFinalSchema: (shape, isServer) =>
    z.object(shape).transform((values, context) => {
      const problem = isServer
        ? authSecretProblem({
            secret: values.NEXTAUTH_SECRET,
            publicUrl: values.NEXTAUTH_URL,
            publicUrlVariable: "NEXTAUTH_URL",
            production: isProduction,
          })
        : null;
      if (problem) context.addIssue({ code: "custom", path: ["NEXTAUTH_SECRET"], message: problem });
      const vapidProblem = isServer ? vapidEnvProblem(values) : null;
      if (vapidProblem) context.addIssue({ code: "custom", path: ["VAPID_PRIVATE_KEY"], message: vapidProblem });
      return { ...values, NEXTAUTH_SECRET: values.NEXTAUTH_SECRET ?? DEVELOPMENT_AUTH_SECRET };
    }),
  // server variables are checked when the app starts, not while `next build` compiles it: its
  // workers have NEXT_PHASE; the `next build` command itself, which loads next.config.ts (and so
  // this file) for the security headers, has not set it yet
  skipValidation: process.env.NEXT_PHASE === "phase-production-build" || process.argv[2] === "build",
});
