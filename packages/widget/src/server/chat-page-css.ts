/**
 * The chat pages' own look around the chat (which draws itself in its shadow root): the iframe
 * page is only the chat; share and Demo centre it in a card under the agent's name.
 */
export const CHAT_PAGE_CSS = `
*{box-sizing:border-box}
html,body{margin:0;height:100%}
body{font-family:ui-sans-serif,system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;background:#f8fafc}
[data-theme="dark"] body{color:#f1f5f9;background:#020617}
.frame main{height:100vh;height:100dvh;overflow:hidden}
.frame .chat{height:100%;width:100%}
.page main{min-height:100vh;min-height:100dvh;display:flex;flex-direction:column;align-items:center;justify-content:center;gap:16px;padding:16px 12px}
.page .chat{height:85vh;height:85dvh;width:100%;max-width:480px}
.page-header{display:flex;align-items:center;gap:12px}
.page-header h1{margin:0;font-size:20px;font-weight:600}
.page-avatar{width:36px;height:36px;border-radius:9999px;object-fit:cover;display:flex;align-items:center;justify-content:center;font-weight:600;color:#fff;background:var(--page-primary)}
.page-footer{font-size:14px;color:inherit;opacity:.7;text-underline-offset:4px;text-decoration:none}
.page-footer:hover{text-decoration:underline;opacity:1}
@media (min-width:640px){.page main{padding:24px}}
`;
