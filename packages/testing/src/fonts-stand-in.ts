import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { startFetchHandlerServer, type FetchHandlerServer } from "./fetch-handler-server";

export interface FontsStandIn {
  /** FONTS_CSS_URL: the css2 stylesheet API */
  cssUrl: string;
  /** FONTS_FILES_URL: where the stylesheets' font files are */
  filesUrl: string;
  /** the families asked for, in order */
  families: string[];
  stop(): Promise<void>;
}

const require = createRequire(import.meta.url);

/**
 * Google Fonts on 127.0.0.1 for the e2e tier: `GET /css2?family=Name:wght@400;500;700` answers an
 * @font-face for that family whose file (a real woff2, Inter from @fontsource-variable/inter) is
 * served from `/files/`, so a page that loads a chosen font can be seen to load it.
 */
export async function startFontsStandIn(): Promise<FontsStandIn> {
  const woff2 = await readFile(require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2"));
  const families: string[] = [];
  let server: FetchHandlerServer | null = null;
  server = await startFetchHandlerServer(async (request) => {
    const url = new URL(request.url);
    if (url.pathname === "/css2") {
      const family = (url.searchParams.get("family") ?? "").split(":")[0]?.trim() ?? "";
      if (!/^[A-Za-z0-9 ]+$/.test(family)) return new Response("Bad family", { status: 400 });
      families.push(family);
      const css = `@font-face { font-family: '${family}'; font-style: normal; font-weight: 400 700; font-display: swap; src: url(${server?.baseUrl ?? ""}/files/${encodeURIComponent(family)}.woff2) format('woff2'); }\n`;
      return new Response(css, {
        headers: { "Content-Type": "text/css; charset=utf-8", "Access-Control-Allow-Origin": "*" },
      });
    }
    if (url.pathname.startsWith("/files/") && url.pathname.endsWith(".woff2")) {
      return new Response(new Uint8Array(woff2), {
        headers: { "Content-Type": "font/woff2", "Access-Control-Allow-Origin": "*" },
      });
    }
    return new Response("Not found", { status: 404 });
  });
  const started = server;
  return {
    cssUrl: `${started.baseUrl}/css2`,
    filesUrl: started.baseUrl,
    families,
    stop: () => started.stop(),
  };
}
