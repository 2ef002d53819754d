import { WIDGET_BASE_CSS } from "./preview-css";

/**
 * The real chat's stylesheet: the widget's base look (the same rules the Widget tab's preview uses,
 * so an agent's custom CSS looks the same in both), then what a full-height, working chat adds.
 * Everything here is at most one class deep (`:where()` adds nothing), so the agent's custom CSS,
 * which comes after it, wins over any rule of the same selector.
 */
export const CHAT_CSS = `${WIDGET_BASE_CSS}
:host { height: 100%; }
.parlo-widget {
  height: 100%;
  padding: 0;
  gap: 0;
  align-items: stretch;
  box-sizing: border-box;
  -webkit-font-smoothing: antialiased;
}
:where(.parlo-widget) *, :where(.parlo-widget) *::before, :where(.parlo-widget) *::after { box-sizing: border-box; }
.parlo-window {
  max-width: none;
  flex: 1;
  height: 100%;
  min-height: 0;
}
:where(.parlo-widget[data-variant="iframe"], .parlo-widget[data-variant="panel"]) .parlo-window {
  border: 0;
  border-radius: 0;
  box-shadow: none;
}
.parlo-header { flex: none; }
.parlo-avatar { overflow: hidden; }
:where(.parlo-avatar) img { width: 100%; height: 100%; object-fit: cover; display: block; }
.parlo-messages {
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  overscroll-behavior: contain;
  outline: none;
}
.parlo-message { flex-direction: column; align-items: flex-start; }
.parlo-message-user { align-items: flex-end; }
.parlo-bubble { overflow-wrap: anywhere; }
.parlo-sender { font-size: 11px; opacity: 0.7; margin: 0 0 3px 4px; }
.parlo-bubble-human { box-shadow: inset 3px 0 0 var(--parlo-primary); }
.parlo-bubble-error { background: #fef2f2; color: #b91c1c; }
:where(.parlo-widget[data-theme="dark"]) .parlo-bubble-error { background: #3b0d0d; color: #fecaca; }
.parlo-sources {
  display: flex;
  flex-wrap: wrap;
  gap: 2px 8px;
  max-width: 85%;
  margin: 4px 0 0 4px;
  font-size: 11px;
  line-height: 1.4;
}
:where(.parlo-sources-label) { opacity: 0.6; }
:where(.parlo-sources) a { color: inherit; opacity: 0.8; text-decoration: underline; text-underline-offset: 2px; }
:where(.parlo-sources) a:hover { opacity: 1; }
.parlo-notice { align-self: center; font-size: 12px; opacity: 0.7; text-align: center; }
.parlo-typing { display: inline-flex; align-items: center; gap: 4px; padding: 13px 14px; }
:where(.parlo-typing) span {
  width: 6px;
  height: 6px;
  border-radius: 9999px;
  background: currentColor;
  opacity: 0.25;
  animation: parlo-blink 1.2s infinite ease-in-out;
}
:where(.parlo-typing) span:nth-child(2) { animation-delay: 0.2s; }
:where(.parlo-typing) span:nth-child(3) { animation-delay: 0.4s; }
@keyframes parlo-blink { 0%, 80%, 100% { opacity: 0.25; } 40% { opacity: 0.9; } }
@media (prefers-reduced-motion: reduce) { :where(.parlo-typing) span { animation: none; opacity: 0.6; } }
.parlo-input-bar { flex: none; align-items: flex-end; }
.parlo-input {
  resize: none;
  max-height: 140px;
  line-height: 1.4;
  overflow-y: auto;
}
.parlo-input:focus-visible, .parlo-send:focus-visible, .parlo-messages:focus-visible {
  outline: 2px solid var(--parlo-primary);
  outline-offset: 1px;
}
.parlo-send:disabled { opacity: 0.5; cursor: not-allowed; }
.parlo-branding { flex: none; padding: 2px 0 8px; }
.parlo-handoff-bar {
  flex: none;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: 2px 8px;
  padding: 6px 12px 0;
}
.parlo-handoff {
  font: inherit;
  font-size: 12px;
  padding: 4px 12px;
  border-radius: 9999px;
  border: 1px solid var(--parlo-primary);
  background: transparent;
  color: inherit;
  cursor: pointer;
}
.parlo-handoff:disabled { opacity: 0.5; cursor: not-allowed; }
.parlo-handoff:focus-visible { outline: 2px solid var(--parlo-primary); outline-offset: 1px; }
.parlo-handoff-subtitle { font-size: 11px; opacity: 0.7; text-align: center; }
`;
