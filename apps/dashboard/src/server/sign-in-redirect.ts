import "server-only";
import { headers } from "next/headers";
import { redirect } from "next/navigation";
import { safeCallbackPath, withCallbackUrl } from "@/lib/callback-path";
import { REQUEST_PATH_HEADER } from "@/lib/request-path-header";

/**
 * Sends a signed-out visitor to sign-in, which brings them back to the page they asked for (the
 * path src/proxy.ts passes on; `fallback` where it does not run).
 */
export async function redirectToSignIn(fallback: string | null = null): Promise<never> {
  const requested = safeCallbackPath((await headers()).get(REQUEST_PATH_HEADER)) ?? fallback;
  redirect(withCallbackUrl("/login", requested));
}
