import "server-only";
import { isRegion } from "@parlo/db";
import type { TRuntimeChannel } from "@parlo/validators";
import { chatPageHtml, isDevelopment, widgetBundle } from "@parlo/widget/server";
import { env } from "@/env";
import { getPublicAgent } from "./public-agent";

type ChatPageKind = {
  variant: "iframe" | "page";
  channel: Extract<TRuntimeChannel, "widget" | "share" | "prototype">;
  footerLink?: { href: string; label: string };
};

const NOT_FOUND_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Not found</title></head><body style="font-family:system-ui,sans-serif;display:flex;min-height:100vh;margin:0;align-items:center;justify-content:center;color:#475569"><p>This assistant is not available.</p></body></html>';

const html = (body: string, status: number) =>
  new Response(body, {
    status,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      // the published agent may change at any time: always revalidated
      "Cache-Control": "no-cache",
    },
  });

/**
 * A public chat page (widget iframe, share, Demo): plain HTML around the chat bundle, not a React
 * page, so a visitor opening the chat loads only the chat (see @parlo/widget's chat-page-html.ts).
 */
export async function chatPageResponse(region: string, agentId: string, kind: ChatPageKind): Promise<Response> {
  if (!isRegion(region)) return html(NOT_FOUND_HTML, 404);
  const agent = await getPublicAgent(region, agentId);
  if (!agent) return html(NOT_FOUND_HTML, 404);
  const bundle = await widgetBundle({ cwd: process.cwd(), fresh: isDevelopment, name: "chat.js" });
  const version = bundle.etag.replaceAll('"', "");
  return html(
    chatPageHtml({
      options: {
        region,
        agentId,
        variant: kind.variant,
        channel: kind.channel,
        agent,
        brand: env.NEXT_PUBLIC_BRAND_NAME,
      },
      chatScriptUrl: `/chat.js?v=${encodeURIComponent(version)}`,
      footerLink: kind.footerLink,
    }),
    200,
  );
}
