import { escapeHtml as e } from "../../templates/escape-html";
import type { StoredMessage } from "../stored-message";
import { formatTime } from "./format-time";
import { renderLayout } from "./layout";

export const EMPTY_STATE_TEXT = "No mail yet. Sign-in codes sent by the app appear here.";

const CLEAR_BUTTON = `<button type="button" onclick="fetch('/api/messages',{method:'DELETE'}).then(function(){location.reload()})">Clear all</button>`;

/** Renders `GET /`: caught messages newest first, refreshing every 3 seconds. */
export function renderListPage(messages: StoredMessage[]): string {
  const rows = messages
    .map((message) => {
      const href = `/messages/${encodeURIComponent(message.id)}`;
      return `<tr><td class="nowrap muted">${e(formatTime(message.date))}</td><td>${e(message.to.join(", "))}</td><td><a href="${e(href)}">${e(message.subject || "(no subject)")}</a></td></tr>`;
    })
    .join("\n");
  const content =
    messages.length === 0
      ? `<div class="empty">${e(EMPTY_STATE_TEXT)}</div>`
      : `<table><thead><tr><th>Time</th><th>To</th><th>Subject</th></tr></thead><tbody>\n${rows}\n</tbody></table>`;
  const count = `${messages.length} message${messages.length === 1 ? "" : "s"}`;
  const body = `<header><h1>Dev mailbox</h1><div><span class="muted">${count}</span> ${messages.length ? CLEAR_BUTTON : ""}</div></header>
<div class="card">${content}</div>`;
  return renderLayout({ title: "Dev mailbox", body, autoRefreshSeconds: 3 });
}
