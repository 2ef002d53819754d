/**
 * Shapes of the configuration variables shared by the apps. Each app validates its own set once
 * in its src/env.ts with @t3-oss/env-nextjs; the defaults are the local development stack
 * started by `npm run dev` (embedded PostgreSQL on 5433, SMTP catcher on 1025).
 */
import { z } from "zod";
import { zP256PrivateKey, zP256PublicKey, zVapidSubject } from "./push";

const postgresUrl = z
  .string()
  .url()
  .refine((value) => value.startsWith("postgres://") || value.startsWith("postgresql://"), {
    message: "must be a postgresql:// connection string",
  });

export const databaseEnv = {
  DATABASE_URL_EU: postgresUrl.default("postgresql://postgres:postgres@127.0.0.1:5433/parlo_eu"),
  DATABASE_URL_NA: postgresUrl.default("postgresql://postgres:postgres@127.0.0.1:5433/parlo_na"),
};

export const publicUrlEnv = {
  NEXT_PUBLIC_BRAND_NAME: z.string().min(1).default("Parlo"),
  NEXT_PUBLIC_DASHBOARD_URL: z.string().url().default("http://localhost:3000"),
  NEXT_PUBLIC_PORTAL_URL: z.string().url().default("http://localhost:3001"),
  NEXT_PUBLIC_MARKETING_URL: z.string().url().default("http://localhost:3002"),
};

export const emailEnv = {
  /** smtp (default; the dev SMTP catcher in development) or api (an HTTP e-mail API) */
  EMAIL_TRANSPORT: z.enum(["smtp", "api"]).default("smtp"),
  SMTP_URL: z.string().url().default("smtp://127.0.0.1:1025"),
  EMAIL_API_URL: z.string().url().optional(),
  EMAIL_API_KEY: z.string().min(1).optional(),
  EMAIL_FROM: z.string().min(3).default("Parlo <no-reply@parlo.localhost>"),
};

export const modelEnv = {
  /** offline (default: a deterministic local stand-in, no network) or openai (any OpenAI-compatible API) */
  MODEL_PROVIDER: z.enum(["offline", "openai"]).default("offline"),
  /** the API's base URL, e.g. https://api.openai.com/v1 (POST {base}/chat/completions) */
  MODEL_API_BASE_URL: z.string().url().optional(),
  MODEL_API_KEY: z.string().min(1).optional(),
  MODEL_DEFAULT: z.string().min(1).default("gpt-4o-mini"),
};

export const embeddingsEnv = {
  /**
   * An OpenAI-compatible embeddings API for "smart" knowledge search (POST {base}/embeddings), e.g.
   * https://api.openai.com/v1. Unset: smart search works as simple search (full text + trigram).
   */
  EMBEDDINGS_API_BASE_URL: z.string().url().optional(),
  EMBEDDINGS_API_KEY: z.string().min(1).optional(),
  EMBEDDINGS_MODEL: z.string().min(1).default("text-embedding-3-small"),
};

export const voiceflowEnv = {
  /** the Voiceflow-compatible runtime that answers agents on the vf platform (POST {url}/state/user/{userID}/interact) */
  VOICEFLOW_RUNTIME_URL: z.string().url().default("https://general-runtime.voiceflow.com"),
};

/** host, host:port, [ipv6] or [ipv6]:port */
const allowedHostEntry = /^(?:\[[0-9a-fA-F:.]+\]|[A-Za-z0-9_.-]+)(?::\d{1,5})?$/;

export const fetchGuardEnv = {
  /**
   * Hosts that server-side fetches of user-given URLs (tool calls, crawls) may reach even on private
   * or loopback addresses: comma-separated host or host:port entries, for local fixture servers in
   * tests and development. Empty (none) by default; leave it empty in production.
   */
  SSRF_ALLOWED_HOSTS: z
    .string()
    .default("")
    .refine(
      (value) =>
        value
          .split(",")
          .map((entry) => entry.trim())
          .every((entry) => entry === "" || allowedHostEntry.test(entry)),
      { message: "must be comma-separated host or host:port entries" },
    ),
};

export const stripeEnv = {
  /**
   * Stripe's secret key. Unset: the product runs without payments and the billing page says that
   * payments are not configured.
   */
  STRIPE_SECRET_KEY: z.string().min(1).optional(),
  /** signs Stripe's webhook deliveries to /api/stripe/webhook (whsec_...) */
  STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
  /**
   * signs the Connect webhook's deliveries to /api/stripe/connect/webhook (whsec_...): the events of
   * agencies' connected accounts, on their own endpoint with their own secret
   */
  STRIPE_CONNECT_WEBHOOK_SECRET: z.string().min(1).optional(),
  /** the API's base URL (https://api.stripe.com); tests point it at a local stand-in */
  STRIPE_API_URL: z.string().url().default("https://api.stripe.com"),
  /** the publishable key for Stripe Elements in the payment form (pk_...) */
  STRIPE_PUBLISHABLE_KEY: z.string().min(1).optional(),
  /** where the browser loads Stripe.js from */
  STRIPE_JS_URL: z.string().url().default("https://js.stripe.com/v3/"),
};

/**
 * Google Fonts (the agency settings' preview loads the chosen font): the stylesheet API
 * (GET {FONTS_CSS_URL}?family={name}:wght@400;500;700) and the origin its font files come from.
 * Tests point both at a local stand-in.
 */
export const fontsEnv = {
  FONTS_CSS_URL: z.string().url().default("https://fonts.googleapis.com/css2"),
  FONTS_FILES_URL: z.string().url().default("https://fonts.gstatic.com"),
};

/**
 * The client portal's domains. Agencies' sub-domains go under PORTAL_ROOT_DOMAIN (the portal URL's
 * host name when unset: `localhost` in development, where `{sub}.localhost:{port}` needs no DNS);
 * custom domains point a CNAME at PORTAL_CNAME_TARGET (the root domain when unset). Verification
 * asks DNS_SERVERS (comma-separated `ip` or `ip:port`; the system's resolvers when unset) and the
 * live check reaches custom domains over HTTPS on CUSTOM_DOMAIN_HTTPS_PORT, trusting the extra CA
 * in CUSTOM_DOMAIN_TLS_CA_FILE (tests: the local proxy's internal CA).
 */
export const portalDomainsEnv = {
  PORTAL_ROOT_DOMAIN: z.string().min(1).optional(),
  PORTAL_CNAME_TARGET: z.string().min(1).optional(),
  DNS_SERVERS: z.string().min(1).optional(),
  CUSTOM_DOMAIN_HTTPS_PORT: z.coerce.number().int().min(1).max(65535).default(443),
  CUSTOM_DOMAIN_TLS_CA_FILE: z.string().min(1).optional(),
};

/**
 * Web Push's VAPID key pair (RFC 8292) and subject. Set both keys or neither: unset, the pair is
 * generated on first use and kept in the `eu` database, so every instance signs with it. The
 * subject (a mailto: or https: contact for push services) defaults to `mailto:` + EMAIL_FROM's
 * address.
 */
export const webPushEnv = {
  /** the uncompressed P-256 public key, base64url (`npx web-push generate-vapid-keys` writes a pair) */
  VAPID_PUBLIC_KEY: zP256PublicKey.optional(),
  /** its private key, base64url: a secret */
  VAPID_PRIVATE_KEY: zP256PrivateKey.optional(),
  VAPID_SUBJECT: zVapidSubject.optional(),
};

/** Why a VAPID configuration is refused (one key without the other), or null. */
export function vapidEnvProblem(values: { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string }): string | null {
  const set = [values.VAPID_PUBLIC_KEY, values.VAPID_PRIVATE_KEY].filter((value) => value !== undefined).length;
  return set === 1 ? "Set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither (a pair is then generated)." : null;
}

/** The VAPID subject: VAPID_SUBJECT, else `mailto:` + the address in EMAIL_FROM (`Name <address>` or `address`). */
export function vapidSubjectOf(values: { VAPID_SUBJECT?: string; EMAIL_FROM: string }): string {
  if (values.VAPID_SUBJECT) return values.VAPID_SUBJECT;
  const address = /<([^<>\s]+)>/.exec(values.EMAIL_FROM)?.[1] ?? values.EMAIL_FROM.trim();
  return `mailto:${address}`;
}
