/**
 * The address an iframe tab may be shown from, or null. Only https pages of another origin than
 * the app's own: such a frame is given `allow-same-origin` (the embedded site keeps its own
 * sign-in), which on the app's own origin would hand the page the app's cookies and DOM.
 */
export function framableTabUrl(iframeUrl: string, ownOrigins: readonly string[]): URL | null {
  let url: URL;
  try {
    url = new URL(iframeUrl.trim());
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password) return null;
  const own = new Set(
    ownOrigins.flatMap((origin) => {
      try {
        return [new URL(origin).origin];
      } catch {
        return [];
      }
    }),
  );
  return own.has(url.origin) ? null : url;
}
