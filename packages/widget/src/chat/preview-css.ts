import { hslCss, type PaletteSwatch, type ThemeType } from "@parlo/validators/plain";

/**
 * The chat widget's own look, written against the class names and variables listed in
 * WIDGET_CSS_TARGETS / WIDGET_CSS_VARIABLES (@parlo/validators). The preview puts it in a shadow
 * root followed by the agent's custom CSS, so custom rules of the same specificity win and never
 * reach the dashboard around it.
 */
export const WIDGET_BASE_CSS = `
:host { all: initial; display: block; }
.parlo-widget {
  --parlo-radius: 14px;
  --parlo-font: ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif;
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 14px;
  padding: 4px;
  font-family: var(--parlo-font);
  color: var(--parlo-foreground);
  font-size: 14px;
  line-height: 1.4;
}
.parlo-widget[data-theme="light"] {
  --parlo-background: #ffffff;
  --parlo-foreground: #0f172a;
  --parlo-muted: #f1f5f9;
  --parlo-border: #e2e8f0;
}
.parlo-widget[data-theme="dark"] {
  --parlo-background: #0b1120;
  --parlo-foreground: #e2e8f0;
  --parlo-muted: #1e293b;
  --parlo-border: #1f2a3d;
}
.parlo-window {
  width: 100%;
  max-width: 360px;
  display: flex;
  flex-direction: column;
  overflow: hidden;
  border: 1px solid var(--parlo-border);
  border-radius: var(--parlo-radius);
  background: var(--parlo-background);
  box-shadow: 0 10px 30px rgba(15, 23, 42, 0.14);
}
.parlo-header {
  display: flex;
  align-items: center;
  gap: 10px;
  padding: 14px 16px;
  background: var(--parlo-primary);
  color: #ffffff;
}
.parlo-avatar {
  width: 34px;
  height: 34px;
  flex: none;
  border-radius: 9999px;
  background: var(--parlo-primary-100);
  color: var(--parlo-primary-700);
  display: grid;
  place-items: center;
  font-weight: 700;
}
.parlo-title { font-weight: 600; font-size: 15px; }
.parlo-subtitle { font-size: 12px; opacity: 0.85; }
.parlo-messages {
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 16px;
  min-height: 220px;
}
.parlo-message { display: flex; }
.parlo-message-user { justify-content: flex-end; }
.parlo-bubble {
  max-width: 80%;
  padding: 9px 13px;
  border-radius: var(--parlo-radius);
  white-space: pre-wrap;
}
.parlo-bubble-bot {
  background: var(--parlo-muted);
  color: var(--parlo-foreground);
  border-bottom-left-radius: 4px;
}
.parlo-bubble-user {
  background: var(--parlo-primary);
  color: #ffffff;
  border-bottom-right-radius: 4px;
}
.parlo-buttons { display: flex; flex-wrap: wrap; gap: 6px; }
.parlo-button {
  font: inherit;
  font-size: 13px;
  padding: 6px 12px;
  border-radius: 9999px;
  border: 1px solid var(--parlo-primary-300);
  background: transparent;
  color: var(--parlo-primary);
  cursor: pointer;
}
.parlo-widget[data-theme="dark"] .parlo-button { color: var(--parlo-primary-300); }
.parlo-input-bar {
  display: flex;
  gap: 8px;
  padding: 10px 12px;
  border-top: 1px solid var(--parlo-border);
}
.parlo-input {
  flex: 1;
  min-width: 0;
  font: inherit;
  padding: 8px 12px;
  border-radius: 10px;
  border: 1px solid var(--parlo-border);
  background: var(--parlo-background);
  color: var(--parlo-foreground);
}
.parlo-send {
  font: inherit;
  font-weight: 600;
  padding: 8px 14px;
  border: 0;
  border-radius: 10px;
  background: var(--parlo-primary);
  color: #ffffff;
  cursor: pointer;
}
.parlo-branding {
  padding: 0 0 8px;
  text-align: center;
  font-size: 11px;
  opacity: 0.6;
}
.parlo-launcher {
  width: 56px;
  height: 56px;
  border: 0;
  border-radius: 9999px;
  background: var(--parlo-primary);
  color: #ffffff;
  display: grid;
  place-items: center;
  cursor: pointer;
  box-shadow: 0 6px 18px rgba(15, 23, 42, 0.25);
}
`;

/** The theme variables for a primary colour and its palette. */
export function themeVariablesCss(primary: string, palette: PaletteSwatch[], themeType: ThemeType): string {
  const swatches = palette.map((swatch) => `  --parlo-primary-${swatch.label}: ${hslCss(swatch.hsl)};`).join("\n");
  return `.parlo-widget {\n  --parlo-primary: ${primary};\n${swatches}\n  color-scheme: ${themeType};\n}`;
}
