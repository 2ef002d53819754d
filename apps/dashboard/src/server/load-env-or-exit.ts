import "server-only";

/**
 * Validates the configuration (src/env.ts) when the server starts. A refused variable (say, the
 * development NEXTAUTH_SECRET on a public NEXTAUTH_URL) stops the process with the variable's
 * name and the reason, instead of a server that answers every request with an error. So does a
 * VAPID key pair whose keys do not belong together (checked with node:crypto, which the env
 * shapes, shared with the browser, cannot use).
 */
export async function loadEnvOrExit(): Promise<void> {
  try {
    const { env } = await import("@/env");
    const { webPushConfig } = await import("@parlo/core");
    const { vapidSubjectOf } = await import("@parlo/validators");
    webPushConfig({ publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject: vapidSubjectOf(env) });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`The dashboard cannot start: ${reason} (the variables and reasons are listed above).`);
    process.exit(1);
  }
}
