import type { TWidgetMode } from "./protocol";

export const DEFAULT_COLOR = "#2563eb";
const REGIONS = ["eu", "na"] as const;
export type TWidgetRegion = (typeof REGIONS)[number];

/** The widget's settings, read from its `<script>` tag. */
export type TWidgetConfig = {
  agentId: string;
  region: TWidgetRegion;
  /** the origin the script was served from: the iframe's origin, the only one trusted */
  origin: string;
  mode: TWidgetMode;
  /** embedded mode: the CSS selector of the element the chat fills */
  target: string;
  /** load the (hidden) iframe right away instead of on first open */
  preload: boolean;
  autoStart: boolean;
  /** from data-primary-color; "" when not set (then the agent's colour, else DEFAULT_COLOR) */
  primaryColor: string;
  proactiveMessage: string;
  /** the chat page: `{origin}/app/{region}/render/{agentId}/iframe` */
  frameUrl: string;
};

export type TConfigResult = { ok: true; config: TWidgetConfig } | { ok: false; error: string };

/**
 * A colour safe to put in a style: hex (#rgb, #rgba, #rrggbb, #rrggbbaa), rgb()/rgba()/hsl()/
 * hsla() with numbers, or a colour keyword. Anything else (a CSS injection attempt, an empty
 * string) gives `fallback`.
 */
export function safeColor(value: string | null | undefined, fallback = DEFAULT_COLOR): string {
  const color = (value ?? "").trim();
  if (/^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(color)) return color;
  if (/^(?:rgb|hsl)a?\(\s*[\d.%]+(?:\s*[,\s/]\s*[\d.%]+){2,3}\s*\)$/i.test(color)) return color;
  if (/^[a-z]{3,20}$/i.test(color)) return color;
  return fallback;
}

const flag = (value: string | null) => value === "true" || value === "";

/**
 * Reads the widget's settings from its script tag: `attr` gives a `data-*` attribute's value (null
 * when absent; names without the `data-` prefix) and `src` the script's absolute URL.
 */
export function parseScriptConfig(attr: (name: string) => string | null, src: string): TConfigResult {
  let origin: string;
  try {
    origin = new URL(src).origin;
  } catch {
    return { ok: false, error: "the script's src is not a URL" };
  }
  if (origin === "null") return { ok: false, error: "the script's src has no origin" };

  const agentId = (attr("agent-id") ?? "").trim();
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(agentId)) return { ok: false, error: "data-agent-id is missing or invalid" };

  const regionValue = (attr("region") ?? "eu").trim().toLowerCase();
  const region = REGIONS.find((r) => r === regionValue);
  if (!region) return { ok: false, error: `data-region must be "eu" or "na"` };

  const mode: TWidgetMode = attr("mode") === "embedded" ? "embedded" : "popup";
  const target = (attr("target") ?? "").trim();
  if (mode === "embedded" && !target) return { ok: false, error: 'data-mode="embedded" needs data-target' };

  return {
    ok: true,
    config: {
      agentId,
      region,
      origin,
      mode,
      target,
      preload: flag(attr("preload")),
      autoStart: flag(attr("auto-start")),
      primaryColor: safeColor(attr("primary-color"), ""),
      proactiveMessage: (attr("proactive-message") ?? "").trim().slice(0, 300),
      frameUrl: `${origin}/app/${region}/render/${encodeURIComponent(agentId)}/iframe`,
    },
  };
}
