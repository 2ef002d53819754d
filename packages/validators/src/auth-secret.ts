/**
 * The rule for the secret that signs session cookies (NEXTAUTH_SECRET). The dashboard carries a
 * built-in development value so that `npm run dev` needs no set-up; anyone who reads this
 * repository knows it, so it (or no secret, or a short one) is accepted only while the app is
 * served from this machine.
 */

/** The session secret used on localhost when NEXTAUTH_SECRET is not set. Public: never valid elsewhere. */
export const DEVELOPMENT_AUTH_SECRET = "development-only-secret-change-me-0123456789";

export const AUTH_SECRET_MIN_LENGTH = 32;

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** True for a URL served from this machine: localhost, *.localhost, 127.0.0.1 or ::1. */
export function isLocalhostUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const { hostname } = new URL(value);
  return LOOPBACK_HOSTS.has(hostname) || hostname.endsWith(".localhost");
}

/**
 * Why `secret` may not sign sessions for the app served at `publicUrl`, as a message naming the
 * variables, or null when it may. Outside localhost, and in production even on localhost, the
 * secret must be set, must not be the development value and must have 32 characters or more.
 */
export function authSecretProblem(options: {
  secret: string | undefined;
  publicUrl: string;
  /** the variable holding the public URL, named in the message */
  publicUrlVariable: string;
  production: boolean;
}): string | null {
  const local = isLocalhostUrl(options.publicUrl);
  if (local && !options.production) return null;
  const { secret } = options;
  const because = local
    ? "in production (NODE_ENV=production)"
    : `while ${options.publicUrlVariable} (${options.publicUrl}) is not a localhost URL`;
  const fix = `set it to a random value of at least ${AUTH_SECRET_MIN_LENGTH} characters (e.g. openssl rand -base64 32)`;
  if (secret === undefined || secret === "") return `NEXTAUTH_SECRET is required ${because}: ${fix}.`;
  if (secret === DEVELOPMENT_AUTH_SECRET) {
    return `NEXTAUTH_SECRET is the built-in development value, which anyone can use to forge a session; it is refused ${because}: ${fix}.`;
  }
  if (secret.length < AUTH_SECRET_MIN_LENGTH) {
    return `NEXTAUTH_SECRET is too short (${secret.length} characters) ${because}: ${fix}.`;
  }
  return null;
}
