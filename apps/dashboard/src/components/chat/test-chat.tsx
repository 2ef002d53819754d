"use client";

import { Button, Spinner } from "@parlo/ui";
import { REGION_VALUES, type TRuntimeAgent } from "@parlo/validators";
import type { ChatHandle } from "@parlo/widget/chat";
import { useEffect, useRef, useState } from "react";
import { loadTrpc } from "@parlo/app-ui/trpc";
import { loadChatBundle } from "./load-chat-bundle";

export interface TestChatProps {
  region: string;
  agentId: string;
  /** each change starts a new conversation (the panel's Restart button) */
  restartSignal: number;
}

/**
 * The dashboard's test chat: the visitors' chat (the chat bundle, mounted here) on channel "test",
 * where the runtime answers a signed-in member with the agent's draft. It draws the draft (title,
 * theme, greeting) as the API gives it and, like the widget, starts a conversation only with the
 * first message: opening the panel records nothing. Restart draws the draft as now saved.
 */
export function TestChat({ region, agentId, restartSignal }: TestChatProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const handle = useRef<ChatHandle | null>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const [attempt, setAttempt] = useState(0);
  // the restart the chat shows; while a newer one reads the draft, the chat is hidden so that
  // nothing typed meanwhile is lost to it
  const [shownRestart, setShownRestart] = useState(restartSignal);
  const restarting = restartSignal !== shownRestart;

  useEffect(() => {
    let cancelled = false;
    setState("loading");
    Promise.all([loadChatBundle(), loadDraft(region, agentId)]).then(
      ([chat, agent]) => {
        const host = hostRef.current;
        if (cancelled || !host) return;
        handle.current = chat.mount(host, { region, agentId, variant: "panel", channel: "test", agent });
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
    if (!restartSignal) return;
    let cancelled = false;
    // the draft as now saved; when it cannot be read, the chat restarts with the one it has
    const restart = (agent?: TRuntimeAgent) => {
      if (cancelled) return;
      handle.current?.restart(agent);
      setShownRestart(restartSignal);
    };
    loadDraft(region, agentId).then(restart, () => restart());
    return () => {
      cancelled = true;
    };
  }, [restartSignal, region, agentId]);

  return (
    <div className="relative flex min-h-0 flex-1 flex-col">
      {state === "loading" || restarting ? (
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
      <div
        ref={hostRef}
        className={state === "ready" && !restarting ? "h-full w-full flex-1" : "hidden"}
        data-testid="parlo-chat"
      />
    </div>
  );
}

async function loadDraft(region: string, agentId: string) {
  const known = REGION_VALUES.find((value) => value === region);
  if (!known) throw new Error(`Unknown region: ${region}`);
  return (await loadTrpc()).agent.testChatAgent.query({ region: known, agentId });
}
