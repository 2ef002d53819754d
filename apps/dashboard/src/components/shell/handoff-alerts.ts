/** Pure rules of the notification bell: which requests are new, and what the alerts say. */

export interface HandoffAlertItem {
  conversationId: string;
  agentTitle: string;
  lastVisitorMessage: string;
}

/**
 * The requests not in the previous poll. The first poll (`previous` null) alerts nothing: what was
 * already waiting when the page opened is shown on the bell, not raised again.
 */
export function newHandoffs<T extends HandoffAlertItem>(
  previous: ReadonlySet<string> | null,
  items: readonly T[],
): T[] {
  if (previous === null) return [];
  return items.filter((item) => !previous.has(item.conversationId));
}

export function handoffAlertText(item: HandoffAlertItem): { title: string; body: string } {
  return {
    title: `A visitor asked ${item.agentTitle} for a person`,
    body: item.lastVisitorMessage || "Open the chat to take over.",
  };
}

/** The tab title with the waiting count in front, "(2) Agents", or without it at zero. */
export function titleWithCount(title: string, count: number): string {
  const base = title.replace(/^\(\d+\) /, "");
  return count > 0 ? `(${count}) ${base}` : base;
}
