import { escapeHtml as e } from "../../templates/escape-html";
import { extractCode } from "../extract-code";
import type { StoredMessage } from "../stored-message";
import { formatTime } from "./format-time";
import { renderLayout } from "./layout";

/** Renders `GET /messages/{id}`: summary, detected code, the HTML body in a sandboxed iframe, text and headers. */
export function renderMessagePage(message: StoredMessage): string {
  const code = extractCode(message.text) ?? extractCode(message.subject);
  const summary = [
    ["From", message.from],
    ["To", message.to.join(", ")],
    ["Subject", message.subject],
    ["Received", formatTime(message.date)],
  ]
    .map(([label = "", value = ""]) => `<tr><th>${e(label)}</th><td>${e(value)}</td></tr>`)
    .join("");
  const htmlPart = message.html
    ? `<section><h2>HTML</h2><div class="card"><iframe sandbox="" title="E-mail HTML" srcdoc="${e(message.html)}"></iframe></div></section>`
    : "";
  const headers = message.headers.map((header) => e(header.line)).join("\n");
  const body = `<header><h1>${e(message.subject || "(no subject)")}</h1><a href="/">&larr; All messages</a></header>
<div class="card"><table>${summary}</table></div>
${code ? `<section><h2>Code</h2><div class="card"><pre class="code">${e(code)}</pre></div></section>` : ""}
${htmlPart}
<section><h2>Text</h2><div class="card"><pre>${e(message.text) || '<span class="muted">(no text part)</span>'}</pre></div></section>
<section><h2>Headers</h2><div class="card"><pre>${headers}</pre></div></section>`;
  return renderLayout({ title: `${message.subject} - Dev mailbox`, body });
}
