"use client";

import {
  CSS_ASSISTANT_LIMITS,
  CSS_ASSISTANT_MESSAGES,
  ZGenerateCssOutput,
  type TGenerateCssInput,
  type TRegion,
} from "@parlo/validators";
import { useCallback, useRef, useState } from "react";
import { useToast } from "@parlo/ui/toaster";

export interface AssistantMessage {
  id: number;
  role: "user" | "assistant";
  content: string;
  /** the CSS block of an assistant reply, null when it has none */
  css: string | null;
}

export type AssistantStatus = "idle" | "generating" | "done";

async function requestCss(body: TGenerateCssInput): Promise<{ response: string; css: string | null }> {
  const res = await fetch("/api/ai-css-generator", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  const parsed = ZGenerateCssOutput.safeParse(await res.json().catch(() => null));
  if (!res.ok) {
    const detail = parsed.success && !parsed.data.success ? ` (${parsed.data.error})` : "";
    throw new Error(`${CSS_ASSISTANT_MESSAGES.httpError(res.status)}${detail}`);
  }
  if (!parsed.success) throw new Error(CSS_ASSISTANT_MESSAGES.defaultError);
  if (!parsed.data.success) throw new Error(parsed.data.error || CSS_ASSISTANT_MESSAGES.defaultError);
  return { response: parsed.data.response, css: parsed.data.css };
}

/**
 * The AI CSS assistant's chat (idle, generating, done; can be reset): sends the conversation and
 * the current CSS to POST /api/ai-css-generator and inserts the CSS of a successful reply.
 */
export function useCssAssistant(options: {
  region: TRegion;
  agentId: string;
  currentCss: string;
  onInsert: (css: string) => void;
}) {
  const toast = useToast();
  const [messages, setMessages] = useState<AssistantMessage[]>([]);
  const [status, setStatus] = useState<AssistantStatus>("idle");
  const nextId = useRef(1);
  const generation = useRef(0);
  const { region, agentId, currentCss, onInsert } = options;

  const send = useCallback(
    async (text: string) => {
      const content = text.trim().slice(0, CSS_ASSISTANT_LIMITS.contentChars);
      if (!content || status === "generating") return;
      const user: AssistantMessage = { id: nextId.current++, role: "user", content, css: null };
      const history = [...messages, user].slice(-CSS_ASSISTANT_LIMITS.messages);
      setMessages(history);
      setStatus("generating");
      const run = ++generation.current;
      let reply: AssistantMessage;
      try {
        const { response, css } = await requestCss({
          messages: history.map((message) => ({
            role: message.role,
            content: message.content.slice(0, CSS_ASSISTANT_LIMITS.contentChars),
          })),
          currentCSS: currentCss.slice(0, CSS_ASSISTANT_LIMITS.currentCssChars),
          agentID: agentId,
          bucket: region,
        });
        if (run !== generation.current) return;
        reply = { id: nextId.current++, role: "assistant", content: response, css };
        if (css) {
          onInsert(css);
          toast(CSS_ASSISTANT_MESSAGES.inserted, "success", 3000);
        } else {
          toast(CSS_ASSISTANT_MESSAGES.noCss, "info", 5000);
        }
      } catch (error) {
        if (run !== generation.current) return;
        const detail = error instanceof Error && error.message ? error.message : CSS_ASSISTANT_MESSAGES.defaultError;
        reply = {
          id: nextId.current++,
          role: "assistant",
          content: `${CSS_ASSISTANT_MESSAGES.apology}\n\n${detail}`,
          css: null,
        };
        toast(CSS_ASSISTANT_MESSAGES.failed, "error", 4000);
      }
      setMessages((list) => [...list, reply].slice(-CSS_ASSISTANT_LIMITS.messages));
      setStatus("done");
    },
    [agentId, currentCss, messages, onInsert, region, status, toast],
  );

  const insert = useCallback(
    (message: AssistantMessage) => {
      if (!message.css) return toast(CSS_ASSISTANT_MESSAGES.noCssInMessage, "error", 3000);
      onInsert(message.css);
      toast(CSS_ASSISTANT_MESSAGES.insertedManually, "success", 3000);
    },
    [onInsert, toast],
  );

  const reset = useCallback(() => {
    generation.current++;
    setMessages([]);
    setStatus("idle");
    toast(CSS_ASSISTANT_MESSAGES.reset, "info", 2000);
  }, [toast]);

  return { messages, status, send, insert, reset };
}
