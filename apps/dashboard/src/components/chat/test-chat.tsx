"use client";

import { Button, Spinner } from "@parlo/ui";
import type { ChatHandle } from "@parlo/widget/chat";
import { useEffect, useRef, useState } from "react";
import { loadChatBundle } from "./load-chat-bundle";

export interface TestChatProps {
  region: string;
  agentId: string;
  /** each change starts a new conversation (the panel's Restart button) */
  restartSignal: number;
}

/**
 * The dashboard's test chat: the visitors' chat (the chat bundle, mounted here) on channel "test",
 * where the runtime answers a signed-in member with the agent's draft. It starts its conversation
 * as soon as it shows, since the draft (title, theme, greeting) comes with the start answer.
 */
export function TestChat({ region, agentId, restartSignal }: TestChatProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const handle = useRef<ChatHandle | null>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    setState("loading");
    loadChatBundle().then(
      (chat) => {
        const host = hostRef.current;
        if (cancelled || !host) return;
        handle.current = chat.mount(host, { region, agentId, variant: "panel", channel: "test", agent: null });
        setState("ready");
      },
      () => !cancelled && setState("failed"),
    );
    return () => {
      cancelled = true;
      handle.current?.unmount();
      handle.current = null;
    };
  }, [region, agentId, attempt]);

  useEffect(() => {
    if (restartSignal) handle.current?.restart();
  }, [restartSignal]);

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      {state === "loading" ? (
        <div className="flex flex-1 items-center justify-center gap-2 text-sm text-muted-foreground" role="status">
          <Spinner className="size-4" />
          Starting a test chat…
        </div>
      ) : null}
      {state === "failed" ? (
        <div
          className="flex flex-1 flex-col items-center justify-center gap-3 text-sm text-muted-foreground"
          role="alert"
        >
          The test chat could not load. Check your connection and try again.
          <Button size="sm" variant="outline" onClick={() => setAttempt((n) => n + 1)}>
            Try again
          </Button>
        </div>
      ) : null}
      <div ref={hostRef} className={state === "ready" ? "h-full w-full flex-1" : "hidden"} data-testid="parlo-chat" />
    </div>
  );
}
