import type { TWidgetApi } from "./api";
import { DEFAULT_COLOR, safeColor, type TWidgetConfig } from "./config";
import { createEmitter } from "./events";
import { PHONE_MAX_WIDTH, panelBox } from "./layout";
import { isFromFrame, parseFrameMessage, type THostToFrameMessage } from "./protocol";
import { CHAT_ICON, CLOSE_ICON, WIDGET_CSS } from "./styles";

/** how long the page shows before the proactive message appears next to the launcher */
export const PROACTIVE_DELAY_MS = 4000;

/** Runs `run` once the page's load event has fired (at once when it already has). */
export function afterPageLoad(win: Window, run: () => void): void {
  if (win.document.readyState === "complete") run();
  else win.addEventListener("load", () => run(), { once: true });
}

/** how far outside the viewport an embedded chat starts loading */
export const EMBED_PRELOAD_MARGIN = "300px";

/** Runs `run` once `element` comes within EMBED_PRELOAD_MARGIN of the viewport (at once without IntersectionObserver). */
export function whenNearViewport(element: Element, run: () => void): void {
  if (typeof IntersectionObserver === "undefined") {
    run();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin: EMBED_PRELOAD_MARGIN },
  );
  observer.observe(element);
}

function button(doc: Document, className: string, label: string): HTMLButtonElement {
  const element = doc.createElement("button");
  element.type = "button";
  element.className = className;
  element.setAttribute("aria-label", label);
  return element;
}

/**
 * Puts the widget on the page: the launcher, the chat panel and its iframe (popup mode), or the
 * chat inside `config.target` (embedded mode). Returns the JS API, or null when the target element
 * is missing.
 */
export function mountWidget(config: TWidgetConfig, win: Window): TWidgetApi | null {
  const doc = win.document;
  const embedded = config.mode === "embedded";
  let container: Element | null = doc.body;
  try {
    if (embedded) container = doc.querySelector(config.target);
  } catch {
    container = null;
  }
  if (!container) {
    console.warn(`[parlo] no element matches data-target "${config.target}"`);
    return null;
  }
  const parent = container;

  const host = doc.createElement("div");
  host.setAttribute("data-parlo-widget", config.agentId);
  const root = host.attachShadow({ mode: "open" });
  const style = doc.createElement("style");
  style.textContent = WIDGET_CSS;
  const panel = doc.createElement("div");
  panel.className = embedded ? "p e" : "p";
  panel.setAttribute("role", embedded ? "region" : "dialog");
  panel.setAttribute("aria-label", "Chat");
  panel.hidden = !embedded;
  const closeButton = button(doc, "x", "Close chat");
  closeButton.textContent = "\u00d7";
  panel.append(closeButton);
  root.append(style, panel);

  const events = createEmitter();
  const pending: string[] = [];
  let frame: HTMLIFrameElement | null = null;
  /** the iframe's page has loaded (before that its window is about:blank, of the page's origin) */
  let loaded = false;
  /** the iframe's page listens for messages */
  let ready = false;
  let opened = embedded;
  let everOpened = embedded;
  /** the visitor opened the chat before its page was ready: its message box takes the focus once it is */
  let focusWhenReady = false;
  let proactive = config.proactiveMessage;
  const setColor = (color: string) => host.style.setProperty("--c", color);
  setColor(config.primaryColor || DEFAULT_COLOR);

  const post = (message: THostToFrameMessage) => {
    if (loaded) frame?.contentWindow?.postMessage(message, config.origin);
  };
  const init = () =>
    post({ type: "parlo:init", agentId: config.agentId, mode: config.mode, pageUrl: win.location.href });
  const flush = () => {
    if (!loaded || !ready) return;
    for (const text of pending.splice(0)) post({ type: "parlo:send", text });
  };
  const ensureFrame = (): HTMLIFrameElement => {
    if (frame) return frame;
    const created = doc.createElement("iframe");
    created.title = "Chat";
    created.allow = "clipboard-write";
    created.src = config.frameUrl;
    created.addEventListener("load", () => {
      loaded = true;
      init();
      flush();
    });
    panel.append(created);
    frame = created;
    return created;
  };

  // popup mode: the launcher and the proactive message bubble
  const launcher = embedded ? null : button(doc, "l", "Open chat");
  const bubble = doc.createElement("div");
  bubble.className = "b";
  bubble.hidden = true;
  bubble.setAttribute("role", "status");
  const bubbleText = doc.createElement("button");
  bubbleText.type = "button";
  const dismiss = button(doc, "d", "Dismiss message");
  dismiss.textContent = "\u00d7";
  bubble.append(bubbleText, dismiss);
  if (launcher) {
    launcher.setAttribute("aria-expanded", "false");
    launcher.innerHTML = CHAT_ICON;
    root.append(bubble, launcher);
  }

  const layout = () => {
    const box = panelBox(config.mode, { width: win.innerWidth, height: win.innerHeight }, parent.clientWidth);
    const s = panel.style;
    panel.classList.toggle("f", box.fullScreen);
    closeButton.hidden = !box.fullScreen;
    if (launcher) launcher.hidden = box.fullScreen && opened;
    s.width = box.fullScreen ? "" : `${box.width}px`;
    s.height = box.fullScreen ? "" : `${box.height}px`;
    s.right = box.fullScreen || embedded ? "" : `${box.right}px`;
    s.bottom = box.fullScreen || embedded ? "" : `${box.bottom}px`;
  };

  const proactiveKey = `parlo:${config.agentId}:proactive-seen`;
  const proactiveSeen = () => {
    try {
      return win.sessionStorage.getItem(proactiveKey) === "1";
    } catch {
      return false;
    }
  };
  const hideBubble = () => {
    bubble.hidden = true;
    try {
      win.sessionStorage.setItem(proactiveKey, "1");
    } catch {
      // storage blocked: the message may show again on the next page
    }
  };
  const scheduleProactive = () => {
    if (!launcher || !proactive) return;
    win.setTimeout(() => {
      if (everOpened || proactiveSeen()) return;
      bubbleText.textContent = proactive;
      bubble.hidden = false;
    }, PROACTIVE_DELAY_MS);
  };

  const setLauncher = () => {
    if (!launcher) return;
    launcher.setAttribute("aria-label", opened ? "Close chat" : "Open chat");
    launcher.setAttribute("aria-expanded", String(opened));
    launcher.innerHTML = opened ? CLOSE_ICON : CHAT_ICON;
  };

  const open = (focus: boolean) => {
    const iframe = ensureFrame();
    if (!opened) {
      opened = true;
      everOpened = true;
      if (!bubble.hidden) hideBubble();
      panel.hidden = false;
      layout();
      setLauncher();
      post({ type: "parlo:open" });
      events.emit("open");
    }
    if (focus) {
      iframe.focus();
      focusWhenReady = !ready;
    }
  };

  const close = () => {
    if (!opened) return;
    const hadFocus = doc.activeElement === host;
    opened = false;
    panel.hidden = true;
    layout();
    setLauncher();
    post({ type: "parlo:close" });
    events.emit("close");
    if (hadFocus) launcher?.focus();
  };

  launcher?.addEventListener("click", () => (opened ? close() : open(true)));
  // a press on the launcher starts loading the chat: the click that follows opens it sooner
  launcher?.addEventListener("pointerdown", () => ensureFrame(), { passive: true });
  closeButton.addEventListener("click", close);
  bubbleText.addEventListener("click", () => open(true));
  dismiss.addEventListener("click", hideBubble);
  doc.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && opened && !embedded && doc.activeElement === host) close();
  });
  win.addEventListener("resize", () => opened && layout());
  win.addEventListener("message", (event) => {
    if (!isFromFrame(event, frame?.contentWindow, config.origin)) return;
    const message = parseFrameMessage(event.data);
    if ((message?.type === "parlo:ready" || message?.type === "parlo:config") && !ready) {
      // a message from the chat's own origin: its page is there (it may speak before its load event)
      loaded = true;
      ready = true;
      init();
      flush();
      if (opened && focusWhenReady) post({ type: "parlo:open" });
      focusWhenReady = false;
      events.emit("ready");
    }
    if (message?.type === "parlo:config") {
      if (message.primaryColor && !config.primaryColor) setColor(safeColor(message.primaryColor));
      if (message.proactiveMessage && !proactive) {
        proactive = message.proactiveMessage;
        scheduleProactive();
      }
      if (message.autoStart && !everOpened && win.innerWidth >= PHONE_MAX_WIDTH) open(false);
    } else if (message?.type === "parlo:message") {
      events.emit("message", { role: message.role, content: message.content });
    } else if (message?.type === "parlo:close") {
      close();
    }
  });

  parent.append(host);
  layout();
  // nothing is loaded before the host page's own load event: an iframe added earlier would hold it back
  afterPageLoad(win, () => {
    if (embedded) whenNearViewport(host, ensureFrame);
    else if (config.preload) ensureFrame();
    if (config.autoStart && win.innerWidth >= PHONE_MAX_WIDTH) open(false);
  });
  scheduleProactive();

  return {
    open: () => open(true),
    close,
    toggle: () => (opened ? close() : open(true)),
    send(text) {
      if (typeof text !== "string" || !text.trim()) return;
      open(true);
      pending.push(text);
      flush();
    },
    on: events.on,
    isOpen: () => opened,
  };
}
