/**
 * Resolves conflicting Tailwind classes: when two classes set the same thing under the same
 * variants (e.g. `px-3` then `px-0`, `rounded-md` then `rounded-none`, `bg-card` then
 * `bg-primary`), the later one wins. A small stand-in for tailwind-merge that covers the utilities
 * this design system passes as overrides, so that every page ships less JavaScript.
 */
const TEXT_SIZES = /^text-(xs|sm|base|lg|[2-9]?xl|\[\d.+\])$/;
const TEXT_ALIGN = /^text-(left|center|right|justify|start|end)$/;
const FONT_WEIGHTS = /^font-(thin|extralight|light|normal|medium|semibold|bold|extrabold|black)$/;
const BORDER_WIDTH = /^border(-[xytrblse])?(-\d+)?$/;
const DISPLAY = new Set([
  "block",
  "inline-block",
  "inline",
  "flex",
  "inline-flex",
  "grid",
  "inline-grid",
  "contents",
  "hidden",
  "table",
]);
const POSITION = new Set(["static", "fixed", "absolute", "relative", "sticky"]);
const SIDED =
  /^-?(p|px|py|pt|pr|pb|pl|ps|pe|m|mx|my|mt|mr|mb|ml|ms|me|gap-x|gap-y|gap|inset-x|inset-y|inset|top|right|bottom|left|w|h|size|min-w|min-h|max-w|max-h|z|opacity|shadow|leading|tracking|basis|grow|shrink|order|col-span|row-span|translate-x|translate-y|rotate|scale)-/;
const ROUNDED = /^rounded(-(t|r|b|l|s|e|tl|tr|br|bl|ss|se|es|ee))?(-|$)/;

function groupOf(utility: string): string | null {
  if (DISPLAY.has(utility)) return "display";
  if (POSITION.has(utility)) return "position";
  if (TEXT_SIZES.test(utility)) return "text-size";
  if (TEXT_ALIGN.test(utility)) return "text-align";
  if (utility.startsWith("text-")) return "text-color";
  if (FONT_WEIGHTS.test(utility)) return "font-weight";
  if (BORDER_WIDTH.test(utility)) return `border-width${/^border-([xytrblse])/.exec(utility)?.[1] ?? ""}`;
  if (utility.startsWith("border-")) return "border-color";
  if (utility.startsWith("bg-")) return "bg";
  const rounded = ROUNDED.exec(utility);
  if (rounded) return `rounded${rounded[1] ?? ""}`;
  const sided = SIDED.exec(utility);
  if (sided) return sided[1] ?? null;
  return null;
}

export function mergeClasses(classes: string): string {
  const tokens = classes.split(/\s+/).filter(Boolean);
  const seen = new Set<string>();
  const kept: string[] = [];
  for (let i = tokens.length - 1; i >= 0; i--) {
    const token = tokens[i] ?? "";
    const cut = token.lastIndexOf(":");
    const variants = cut === -1 ? "" : token.slice(0, cut + 1);
    const utility = (cut === -1 ? token : token.slice(cut + 1)).replace(/^!/, "");
    const group = groupOf(utility);
    const key = group === null ? `exact:${token}` : `${variants}${group}`;
    if (seen.has(key)) continue;
    seen.add(key);
    kept.push(token);
  }
  return kept.reverse().join(" ");
}
