/** The chat widget's loader: the pure parts, shared with the chat iframe and the tests. */
export type { TFrameToHostMessage, THostToFrameMessage, TWidgetMessage, TWidgetMode } from "./loader/protocol";
export { isFromFrame, parseFrameMessage } from "./loader/protocol";
export type { TWidgetConfig, TWidgetRegion } from "./loader/config";
export { DEFAULT_COLOR, parseScriptConfig, safeColor } from "./loader/config";
export type { TWidgetApi } from "./loader/api";
export type { TWidgetEvent } from "./loader/events";
export { EMBEDDED_SIZE, PHONE_MAX_WIDTH, POPUP_HEIGHT, POPUP_WIDTH, panelBox } from "./loader/layout";
