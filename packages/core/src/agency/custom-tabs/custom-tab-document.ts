import type { TCustomTab } from "@parlo/validators";

const escapeHtml = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** UTF-8 text as base64, without Node's Buffer (this module may be bundled for any runtime). */
function base64(text: string): string {
  let binary = "";
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * An HTML tab as the full document its sandboxed frame shows: the owner's HTML, then their
 * JavaScript. The script is a data: URL rather than inline text, so nothing in it (a `</script>`
 * in a string, `<!--`) can end it early or turn into markup. HTML that is a whole document of its
 * own (starting with a doctype or <html>) is kept as it is, the script added before </body>.
 */
export function customTabDocument(tab: Pick<TCustomTab, "label" | "htmlContent" | "jsContent">): string {
  const script = tab.jsContent.trim()
    ? `<script src="data:text/javascript;charset=utf-8;base64,${base64(tab.jsContent)}"></script>`
    : "";
  const html = tab.htmlContent;
  if (/^\s*(<!doctype\b|<html\b)/i.test(html)) {
    const end = Math.max(-1, ...[...html.matchAll(/<\/body\s*>/gi)].map((match) => match.index));
    return end === -1 ? `${html}\n${script}` : `${html.slice(0, end)}${script}\n${html.slice(end)}`;
  }
  return [
    "<!doctype html>",
    '<html lang="en">',
    "<head>",
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(tab.label)}</title>`,
    "</head>",
    "<body>",
    html,
    script,
    "</body>",
    "</html>",
    "",
  ].join("\n");
}
