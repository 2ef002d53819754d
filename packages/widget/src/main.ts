/**
 * The loader's entry (bundled into widget.js, an IIFE): reads its script tag, puts the widget on
 * the page once the document is parsed, makes `window.Parlo` the widget's API and runs the calls
 * the page queued before (`window.Parlo = window.Parlo || { q: [] }; Parlo.q.push(["open"])`).
 */
import { queuedCalls, runCall } from "./loader/api";
import { parseScriptConfig } from "./loader/config";
import { mountWidget } from "./loader/widget";

declare global {
  interface Window {
    Parlo?: unknown;
  }
}

function findScript(): HTMLScriptElement | null {
  const current = document.currentScript;
  if (current instanceof HTMLScriptElement && current.hasAttribute("data-agent-id")) return current;
  const found = document.querySelector('script[data-agent-id][src*="widget.js"]');
  return found instanceof HTMLScriptElement ? found : null;
}

function start(script: HTMLScriptElement) {
  const parsed = parseScriptConfig((name) => script.getAttribute(`data-${name}`), script.src);
  if (!parsed.ok) {
    console.warn(`[parlo] widget not started: ${parsed.error}`);
    return;
  }
  const api = mountWidget(parsed.config, window);
  if (!api) return;
  const previous = window.Parlo;
  // a second widget on the page keeps the first one's window.Parlo
  if (typeof previous === "object" && previous !== null && "open" in previous) return;
  window.Parlo = Object.assign((...args: unknown[]) => runCall(api, args), api, {
    q: { push: (entry: unknown) => runCall(api, entry) },
  });
  for (const call of queuedCalls(previous)) runCall(api, call);
}

const script = findScript();
if (script) {
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", () => start(script));
  else start(script);
}
