"use client";

import { Button, cn, Spinner } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { CSS_ASSISTANT_EXAMPLES, type TRegion } from "@parlo/validators";
import * as Popover from "@radix-ui/react-popover";
import { RotateCcw, Send, Sparkles, X } from "lucide";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { useCssAssistant, type AssistantMessage } from "./use-css-assistant";

const FENCE = /```[^\n]*\n?([\s\S]*?)```/g;

/** A reply as text and code blocks. */
function MessageBody({ content }: { content: string }) {
  const parts: Array<{ code: boolean; text: string }> = [];
  let last = 0;
  for (const match of content.matchAll(FENCE)) {
    if (match.index > last) parts.push({ code: false, text: content.slice(last, match.index) });
    parts.push({ code: true, text: (match[1] ?? "").trim() });
    last = match.index + match[0].length;
  }
  if (last < content.length) parts.push({ code: false, text: content.slice(last) });
  return (
    <>
      {parts.map((part, index) =>
        part.code ? (
          <pre
            key={index}
            className="my-1.5 overflow-x-auto rounded-md bg-background/80 p-2 font-mono text-[11px] leading-snug"
          >
            {part.text}
          </pre>
        ) : part.text.trim() ? (
          <p key={index} className="whitespace-pre-wrap">
            {part.text.trim()}
          </p>
        ) : null,
      )}
    </>
  );
}

export interface CssAssistantPopoverProps {
  region: TRegion;
  agentId: string;
  currentCss: string;
  onInsert: (css: string) => void;
}

/**
 * The AI CSS assistant: a popover chat with three example prompts, reset and close buttons, an
 * input of 1 to 3 rows sent with Cmd/Ctrl+Enter, and Insert CSS on replies that hold CSS. Rendered
 * inside the editor's Popover.Root (its Trigger is the AI assistant button): Escape and the close
 * button close it; clicks elsewhere (the CSS box, the preview) leave it open, so the conversation
 * is kept while the CSS is edited.
 */
export function CssAssistantPopover({ region, agentId, currentCss, onInsert }: CssAssistantPopoverProps) {
  const { messages, status, send, insert, reset } = useCssAssistant({ region, agentId, currentCss, onInsert });
  const [draft, setDraft] = useState("");
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const listRef = useRef<HTMLDivElement>(null);
  const generating = status === "generating";

  useEffect(() => {
    listRef.current?.scrollTo({ top: listRef.current.scrollHeight });
  }, [messages, status]);

  const submit = (text: string) => {
    if (!text.trim() || generating) return;
    setDraft("");
    void send(text);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.metaKey || event.ctrlKey)) {
      event.preventDefault();
      submit(draft);
    }
  };
  const rows = Math.min(3, Math.max(1, draft.split("\n").length));

  return (
    <Popover.Portal>
      <Popover.Content
        data-status={status}
        side="bottom"
        align="end"
        sideOffset={8}
        collisionPadding={16}
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          inputRef.current?.focus();
        }}
        onInteractOutside={(event) => event.preventDefault()}
        className="z-40 flex max-h-[min(520px,var(--radix-popover-content-available-height))] w-[min(380px,calc(100vw-2rem))] flex-col overflow-hidden rounded-xl border border-border bg-card text-card-foreground shadow-xl outline-none"
      >
        <div className="flex items-center gap-2 border-b border-border px-3 py-2">
          <Icon node={Sparkles} className="size-4 text-primary" />
          <Popover.Title className="flex-1 text-sm font-semibold">AI CSS assistant</Popover.Title>
          <Button
            variant="ghost"
            size="sm"
            className="size-8 px-0"
            aria-label="Reset conversation"
            title="Reset"
            onClick={reset}
          >
            <Icon node={RotateCcw} />
          </Button>
          <Popover.Close asChild>
            <Button variant="ghost" size="sm" className="size-8 px-0" aria-label="Close assistant" title="Close">
              <Icon node={X} />
            </Button>
          </Popover.Close>
        </div>

        <div
          ref={listRef}
          className="flex min-h-40 flex-1 flex-col gap-2 overflow-y-auto p-3 text-sm"
          aria-live="polite"
        >
          {messages.length === 0 ? (
            <div className="flex flex-col gap-2">
              <p className="text-muted-foreground">Describe the look you want. Try one of these:</p>
              {CSS_ASSISTANT_EXAMPLES.map((example) => (
                <button
                  key={example}
                  type="button"
                  onClick={() => submit(example)}
                  className="rounded-lg border border-border px-3 py-2 text-left hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                >
                  {example}
                </button>
              ))}
            </div>
          ) : (
            messages.map((message: AssistantMessage) => (
              <div
                key={message.id}
                data-role={message.role}
                className={cn(
                  "flex max-w-[90%] flex-col gap-1 rounded-lg px-3 py-2",
                  message.role === "user" ? "self-end bg-primary text-primary-foreground" : "self-start bg-muted",
                )}
              >
                <MessageBody content={message.content} />
                {message.role === "assistant" && message.css ? (
                  <Button size="sm" variant="outline" className="mt-1 self-start" onClick={() => insert(message)}>
                    Insert CSS
                  </Button>
                ) : null}
              </div>
            ))
          )}
          {generating ? (
            <div className="flex items-center gap-2 self-start text-muted-foreground">
              <Spinner className="size-4" /> Generating CSS...
            </div>
          ) : null}
        </div>

        <form
          className="flex items-end gap-2 border-t border-border p-2"
          onSubmit={(event) => {
            event.preventDefault();
            submit(draft);
          }}
        >
          <textarea
            ref={inputRef}
            rows={rows}
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={onKeyDown}
            aria-label="Describe the CSS you want"
            placeholder="Describe a style (Ctrl+Enter)"
            className="max-h-24 min-w-0 flex-1 resize-none rounded-md border border-input bg-background px-3 py-2 text-sm outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25"
          />
          <Button type="submit" size="icon" className="size-9" disabled={!draft.trim() || generating} aria-label="Send">
            <Icon node={Send} />
          </Button>
        </form>
      </Popover.Content>
    </Popover.Portal>
  );
}
