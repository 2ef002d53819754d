import { SANDBOX_FLAGS } from "@parlo/validators";

/**
 * A saved HTML tab: the content route's sandboxed document. The frame has no allow-same-origin,
 * and the document's own Content-Security-Policy sandboxes it again when opened on its own.
 */
export function HtmlTabFrame({ title, src }: { title: string; src: string }) {
  return (
    <iframe
      title={title}
      src={src}
      sandbox={SANDBOX_FLAGS}
      referrerPolicy="no-referrer"
      className="min-h-0 w-full flex-1 border-0 bg-white"
    />
  );
}

/**
 * A saved iframe tab: another origin's https page. It keeps its own origin (allow-same-origin, so
 * its sign-in works); that reaches nothing of the app's, as the address is never the
 * app's own origin (see framableTabUrl).
 */
export function EmbeddedTabFrame({ title, src }: { title: string; src: string }) {
  return (
    <iframe
      title={title}
      src={src}
      sandbox={`${SANDBOX_FLAGS} allow-same-origin`}
      referrerPolicy="strict-origin-when-cross-origin"
      className="min-h-0 w-full flex-1 border-0 bg-white"
    />
  );
}
