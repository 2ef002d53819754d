/** Delays from the spec before the signed-in page opens: 100 ms after login, 500 ms after signup. */
export const SIGN_IN_REDIRECT_MS = 100;
export const SIGN_UP_REDIRECT_MS = 500;

/** Opens `path` (a path on this host) after `delayMs`, as a full page load so the new cookie counts. */
export function goAfter(path: string, delayMs: number): void {
  const target = path.startsWith("/") && !path.startsWith("//") ? path : "/home";
  window.setTimeout(() => window.location.assign(target), delayMs);
}
