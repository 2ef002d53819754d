"use client";

import { Button, Textarea } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { MAX_MESSAGE_CHARS, type TRegion } from "@parlo/validators";
import { SendHorizontal } from "lucide";
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { callErrorMessage, loadTrpc } from "../../trpc/lazy-client";
import type { DetailChange } from "./handoff-actions";
import { HANDOFF_FAILED, replyKeyAction, replyProblem, withMessage } from "./handoff-state";

/** The reply box of a conversation a person of the team has taken over: Enter sends, Shift+Enter adds a line. */
export function ReplyBox({
  scope,
  conversationId,
  onChange,
}: {
  scope: { region: TRegion; agentId: string };
  conversationId: string;
  onChange: (change: DetailChange) => void;
}) {
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const wasSending = useRef(false);
  const errorId = useId();

  // the box is disabled while sending: give the focus back once it is enabled again
  useEffect(() => {
    if (wasSending.current && !sending) box.current?.focus();
    wasSending.current = sending;
  }, [sending]);

  const send = async () => {
    if (sending) return;
    const problem = replyProblem(text);
    if (problem) {
      setError(problem);
      return;
    }
    setSending(true);
    setError(null);
    try {
      const trpc = await loadTrpc();
      const message = await trpc.conversation.reply.mutate({ ...scope, conversationId, text: text.trim() });
      onChange((old) => withMessage(old, message));
      setText("");
    } catch (e) {
      setError(callErrorMessage(e, HANDOFF_FAILED.reply));
    } finally {
      setSending(false);
    }
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (replyKeyAction(e.key, e.shiftKey, e.nativeEvent.isComposing) !== "send") return;
    e.preventDefault();
    void send();
  };

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    void send();
  };

  const nearLimit = text.length > MAX_MESSAGE_CHARS - 200;
  return (
    <form onSubmit={onSubmit} className="flex flex-col gap-2 border-t border-border p-3" data-testid="reply-box">
      <div className="flex items-end gap-2">
        <Textarea
          ref={box}
          rows={2}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
          disabled={sending}
          maxLength={MAX_MESSAGE_CHARS}
          placeholder="Reply to the visitor…"
          aria-label="Reply to the visitor"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="max-h-40 min-h-11 flex-1 resize-none"
        />
        <Button type="submit" loading={sending} disabled={text.trim().length === 0}>
          <Icon node={SendHorizontal} className="size-4" />
          Send
        </Button>
      </div>
      <div className="flex items-center justify-between gap-2 text-xs text-muted-foreground">
        {error ? (
          <p id={errorId} role="alert" className="text-destructive">
            {error}
          </p>
        ) : (
          <p>Enter sends, Shift+Enter adds a line. The visitor sees your reply in their chat.</p>
        )}
        {nearLimit ? (
          <span className="shrink-0 tabular-nums">
            {text.length}/{MAX_MESSAGE_CHARS}
          </span>
        ) : null}
      </div>
    </form>
  );
}
