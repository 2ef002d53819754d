import { escapeHtml } from "../../templates/escape-html";

const STYLES = `
:root { color-scheme: light dark; --bg:#fafafa; --fg:#18181b; --muted:#71717a; --card:#ffffff; --border:#e4e4e7; --accent:#2563eb; --hover:#f4f4f5; }
@media (prefers-color-scheme: dark) { :root { --bg:#09090b; --fg:#f4f4f5; --muted:#a1a1aa; --card:#18181b; --border:#27272a; --accent:#60a5fa; --hover:#27272a; } }
* { box-sizing: border-box; }
body { margin:0; background:var(--bg); color:var(--fg); font:15px/1.5 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif; }
main { max-width:960px; margin:0 auto; padding:24px 16px; }
header { display:flex; align-items:center; justify-content:space-between; gap:12px; margin-bottom:16px; }
h1 { font-size:22px; margin:0; }
a { color:var(--accent); text-decoration:none; }
a:hover { text-decoration:underline; }
.muted { color:var(--muted); }
.card { background:var(--card); border:1px solid var(--border); border-radius:10px; overflow:hidden; }
table { width:100%; border-collapse:collapse; }
th, td { text-align:left; padding:10px 12px; border-bottom:1px solid var(--border); vertical-align:top; }
tr:last-child td { border-bottom:none; }
tbody tr:hover { background:var(--hover); }
th { font-size:12px; text-transform:uppercase; letter-spacing:.04em; color:var(--muted); font-weight:600; }
td.nowrap { white-space:nowrap; }
.empty { padding:48px 16px; text-align:center; color:var(--muted); }
button { font:inherit; padding:6px 12px; border-radius:6px; border:1px solid var(--border); background:var(--card); color:var(--fg); cursor:pointer; }
pre { white-space:pre-wrap; word-break:break-word; margin:0; padding:12px; font-size:13px; }
iframe { width:100%; height:520px; border:0; background:#ffffff; display:block; }
.code { font:700 28px/1 ui-monospace,Menlo,Consolas,monospace; letter-spacing:6px; }
section { margin-top:16px; }
h2 { font-size:15px; margin:0 0 8px; }
`;

/** Wraps page content in the dev mailbox HTML shell. `body` must already be escaped. */
export function renderLayout({
  title,
  body,
  autoRefreshSeconds,
}: {
  title: string;
  body: string;
  autoRefreshSeconds?: number;
}): string {
  const refresh = autoRefreshSeconds ? `<meta http-equiv="refresh" content="${autoRefreshSeconds}">` : "";
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${refresh}
<title>${escapeHtml(title)}</title>
<style>${STYLES}</style>
</head>
<body><main>
${body}
</main></body>
</html>`;
}
