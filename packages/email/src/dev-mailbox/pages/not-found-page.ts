import { renderLayout } from "./layout";

/** Renders the 404 page. */
export function renderNotFoundPage(): string {
  return renderLayout({
    title: "Not found - Dev mailbox",
    body: `<header><h1>Not found</h1><a href="/">&larr; All messages</a></header><p class="muted">This message does not exist (it may have been cleared).</p>`,
  });
}
