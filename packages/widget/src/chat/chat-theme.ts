/**
 * The look of a runtime agent's chat: light or dark, the primary colour and its palette as the
 * `--parlo-*` variables (the same ones the Widget tab's preview sets, so custom CSS written there
 * applies to the real chat too).
 */
import { paletteFromHex, readThemeSetting, type ThemeType } from "@parlo/validators/plain";
import type { TRuntimeAgent } from "@parlo/validators";
import { themeVariablesCss } from "./preview-css";

export interface ChatTheme {
  primary: string;
  themeType: ThemeType;
  /** the `.parlo-widget { --parlo-primary...; }` rule */
  variablesCss: string;
}

export function chatTheme(agent: Pick<TRuntimeAgent, "theme" | "customThemeJSONString">): ChatTheme {
  const { primary, themeType } = readThemeSetting(agent.theme, agent.customThemeJSONString);
  return { primary, themeType, variablesCss: themeVariablesCss(primary, paletteFromHex(primary), themeType) };
}
