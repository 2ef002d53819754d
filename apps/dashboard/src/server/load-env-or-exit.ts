import "server-only";

/**
 * Validates the configuration (src/env.ts) when the server starts. A refused variable (say, the
 * development NEXTAUTH_SECRET on a public NEXTAUTH_URL) stops the process with the variable's
 * name and the reason, instead of a server that answers every request with an error.
 */
export async function loadEnvOrExit(): Promise<void> {
  try {
    await import("@/env");
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`The dashboard cannot start: ${reason} (the variables and reasons are listed above).`);
    process.exit(1);
  }
}
