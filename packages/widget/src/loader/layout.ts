import type { TWidgetMode } from "./protocol";

/** The size rules of the chat panel, in CSS pixels. */
export const POPUP_WIDTH = 400;
export const POPUP_HEIGHT = 600;
/** viewports narrower than this (phones) get the chat full screen */
export const PHONE_MAX_WIDTH = 480;
export const EMBEDDED_SIZE = 500;
export const LAUNCHER_SIZE = 60;
/** gap between the viewport's edge and the launcher, and between the launcher and the panel */
export const EDGE_GAP = 20;
export const PANEL_GAP = 16;

export type TPanelBox =
  { fullScreen: true } | { fullScreen: false; width: number; height: number; right: number; bottom: number };

/**
 * Where the chat panel goes. Popup: a 400x600 panel above the launcher (shrunk to fit short or
 * narrow windows), full screen under 480 px wide. Embedded: a 500x500 area (at most the host
 * element's width), positioned by the host element, so right/bottom are 0.
 */
export function panelBox(
  mode: TWidgetMode,
  viewport: { width: number; height: number },
  containerWidth = EMBEDDED_SIZE,
): TPanelBox {
  if (mode === "embedded") {
    const width = Math.max(0, Math.min(EMBEDDED_SIZE, containerWidth || EMBEDDED_SIZE));
    return { fullScreen: false, width, height: EMBEDDED_SIZE, right: 0, bottom: 0 };
  }
  if (viewport.width < PHONE_MAX_WIDTH) return { fullScreen: true };
  const bottom = EDGE_GAP + LAUNCHER_SIZE + PANEL_GAP;
  return {
    fullScreen: false,
    width: Math.min(POPUP_WIDTH, viewport.width - 2 * EDGE_GAP),
    height: Math.max(200, Math.min(POPUP_HEIGHT, viewport.height - bottom - EDGE_GAP)),
    right: EDGE_GAP,
    bottom,
  };
}
