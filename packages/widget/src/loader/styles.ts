import { EDGE_GAP, LAUNCHER_SIZE } from "./layout";

/** The widget's styles, inside its shadow root (the page's CSS does not reach them). `--c`: primary colour. */
export const WIDGET_CSS = `
:host{all:initial}
*{box-sizing:border-box;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
[hidden]{display:none!important}
button{cursor:pointer;font:inherit}
button:focus-visible{outline:3px solid var(--c);outline-offset:2px}
.l{position:fixed;right:${EDGE_GAP}px;bottom:${EDGE_GAP}px;width:${LAUNCHER_SIZE}px;height:${LAUNCHER_SIZE}px;border:0;border-radius:50%;background:var(--c);color:#fff;display:flex;align-items:center;justify-content:center;box-shadow:0 6px 20px rgba(0,0,0,.22);transition:transform .15s;z-index:2147483001}
.l:hover{transform:scale(1.06)}
@media (prefers-reduced-motion:reduce){.l{transition:none}.l:hover{transform:none}}
.l svg{width:28px;height:28px}
.p{position:fixed;background:#fff;border-radius:14px;overflow:hidden;box-shadow:0 12px 40px rgba(0,0,0,.25);z-index:2147483000}
.e{position:relative;border-radius:12px;border:1px solid rgba(0,0,0,.1);box-shadow:none}
.f{inset:0;border-radius:0}
iframe{border:0;width:100%;height:100%;display:block;color-scheme:normal}
.x{position:absolute;top:8px;right:8px;width:36px;height:36px;border:0;border-radius:50%;background:rgba(0,0,0,.55);color:#fff;font-size:20px;line-height:1}
.b{position:fixed;right:${EDGE_GAP}px;bottom:${EDGE_GAP + LAUNCHER_SIZE + 12}px;max-width:260px;display:flex;align-items:flex-start;gap:4px;background:#fff;color:#111;border-radius:12px;padding:10px 6px 10px 14px;box-shadow:0 6px 24px rgba(0,0,0,.18);font-size:14px;line-height:1.4;z-index:2147483000}
.b>button{border:0;background:none;color:inherit;text-align:left;padding:0}
.b>.d{color:#666;width:22px;height:22px;border-radius:50%;flex:none}
`;

export const CHAT_ICON =
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z"/></svg>';
export const CLOSE_ICON =
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" aria-hidden="true"><path d="M18 6 6 18M6 6l12 12"/></svg>';
