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

/**
 * Signs this browser out: its Web Push subscription ends first (a shared computer stops getting
 * the person's notifications), then the session.
 */
export async function signOutTo(callbackUrl: string): Promise<void> {
  const [{ signOut }, push, { dashboardPushProcedures }] = await Promise.all([
    import("next-auth/react"),
    import("@parlo/app-ui/browser-push"),
    import("./push-procedures"),
  ]);
  await push.unsubscribeBrowserPush(dashboardPushProcedures).catch(() => undefined);
  await signOut({ callbackUrl });
}

/** Ends every session of the signed-in person (all browsers), then signs this one out. */
export async function signOutEverywhereTo(callbackUrl: string): Promise<void> {
  const { loadTrpc } = await import("@parlo/app-ui/trpc");
  await (await loadTrpc()).auth.signOutEverywhere.mutate();
  await signOutTo(callbackUrl);
}
