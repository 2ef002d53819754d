/**
 * The chat pages the dashboard serves without Next.js's React runtime: the widget's iframe
 * (/app/{region}/render/{agentId}/iframe), the share page and the Demo page. Each is a small HTML
 * document that loads the chat bundle (/chat.js) and hands it its config as JSON; the share and
 * Demo pages add the agent's name above the chat and, for Demo, a way back under it.
 */
import type { TRuntimeAgent } from "@parlo/validators";
import { chatTheme } from "../chat/chat-theme";
import { CHAT_CONFIG_ELEMENT_ID, CHAT_HOST_ELEMENT_ID, type ChatMountOptions } from "../chat/mount-types";
import { textDirection } from "../chat/text-direction";
import { CHAT_PAGE_CSS } from "./chat-page-css";

export interface ChatPageHtmlOptions {
  options: ChatMountOptions & { agent: TRuntimeAgent };
  /** the chat bundle's URL, versioned (`/chat.js?v=...`) */
  chatScriptUrl: string;
  /** Demo: the link under the chat */
  footerLink?: { href: string; label: string };
}

const ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** JSON that cannot end its `<script>` element or open a comment in it. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

export function chatPageHtml({ options, chatScriptUrl, footerLink }: ChatPageHtmlOptions): string {
  const { agent, variant } = options;
  const theme = chatTheme(agent);
  const lang = agent.lang || "en";
  const page = variant === "page";
  const image = agent.roundedImageURL || agent.avatarImageUrl;
  const initial = agent.title.trim().charAt(0).toUpperCase() || "A";
  const header = page
    ? `<header class="page-header">${
        image
          ? `<img class="page-avatar" src="${escapeHtml(image)}" alt="">`
          : `<span class="page-avatar" aria-hidden="true">${escapeHtml(initial)}</span>`
      }<h1>${escapeHtml(agent.title)}</h1></header>`
    : "";
  const footer =
    page && footerLink
      ? `<a class="page-footer" href="${escapeHtml(footerLink.href)}">${escapeHtml(footerLink.label)}</a>`
      : "";
  return `<!doctype html>
<html lang="${escapeHtml(lang)}" dir="${textDirection(agent.lang)}" data-theme="${theme.themeType}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(page ? agent.title : "Chat")}</title>
<style>${CHAT_PAGE_CSS}:root{--page-primary:${theme.primary}}</style>
<script src="${escapeHtml(chatScriptUrl)}" defer></script>
</head>
<body class="${page ? "page" : "frame"}">
<main>${header}<div id="${CHAT_HOST_ELEMENT_ID}" class="chat" data-testid="parlo-chat"></div>${footer}</main>
<script type="application/json" id="${CHAT_CONFIG_ELEMENT_ID}">${scriptJson(options)}</script>
</body>
</html>`;
}
