"use client";

/**
 * next-auth's browser helpers, loaded only when someone signs in or out (they are not part of
 * any page's first load; the app needs no session provider: pages read the session on the server).
 */
export async function signInWithCode(email: string, code: string): Promise<{ error: string | null }> {
  const { signIn } = await import("next-auth/react");
  const result = await signIn("email-code", { email, code, redirect: false });
  return { error: !result ? "Failed to sign in" : (result.error ?? null) };
}

export async function signOutTo(callbackUrl: string): Promise<void> {
  const { signOut } = await import("next-auth/react");
  await signOut({ callbackUrl });
}

/** Ends every session of the signed-in person (all browsers), then signs this one out. */
export async function signOutEverywhereTo(callbackUrl: string): Promise<void> {
  const { loadTrpc } = await import("@parlo/app-ui/trpc");
  await (await loadTrpc()).auth.signOutEverywhere.mutate();
  await signOutTo(callbackUrl);
}
