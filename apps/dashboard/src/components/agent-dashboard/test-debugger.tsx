"use client";

import { cn, Spinner } from "@parlo/ui";
import { useParams } from "next/navigation";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { NamedIcon } from "./icons";

// the chat (and its stylesheet) loads when the panel first opens, never with the agent page
const TestChat = lazy(() => import("../chat/test-chat").then((m) => ({ default: m.TestChat })));

export const TEST_PANEL_ID = "agent-test-panel";

export interface TestDebuggerProps {
  open: boolean;
  onToggle: () => void;
}

const tabClasses = cn(
  "flex items-center gap-2 rounded-l-lg border border-r-0 border-primary/30 bg-primary px-2 py-3 text-xs font-semibold tracking-wide text-primary-foreground shadow-lg",
  "[writing-mode:vertical-rl] rotate-180 transition-colors hover:bg-primary/90",
  "outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background",
);

/**
 * The test debugger: a floating "Show Test" tab on the right edge of the screen opens a 450 px side
 * panel (the whole screen on phones) with a "Hide Test" tab on its edge. Inside, a chat with the
 * agent's draft through the runtime (channel "test"); Restart begins a new conversation. Once opened,
 * the chat stays mounted while hidden so that an answer on its way is not lost.
 */
export function TestDebugger({ open, onToggle }: TestDebuggerProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const showRef = useRef<HTMLButtonElement>(null);
  const toggledHere = useRef(false);
  const params = useParams();
  const region = typeof params.region === "string" ? params.region : "";
  const agentId = typeof params.agentId === "string" ? params.agentId : "";
  const [opened, setOpened] = useState(open);
  const [restartSignal, setRestartSignal] = useState(0);
  if (open && !opened) setOpened(true);

  // after a toggle from here, move the focus along: into the panel, or back to the Show Test tab
  useEffect(() => {
    if (!toggledHere.current) return;
    toggledHere.current = false;
    (open ? headingRef.current : showRef.current)?.focus();
  }, [open]);

  const toggle = () => {
    toggledHere.current = true;
    onToggle();
  };

  return (
    <>
      {open ? null : (
        <button
          ref={showRef}
          type="button"
          onClick={toggle}
          aria-expanded={false}
          aria-controls={TEST_PANEL_ID}
          className={cn(tabClasses, "fixed top-1/2 right-0 z-30 -translate-y-1/2")}
        >
          <NamedIcon name="flask-conical" className="size-3.5 rotate-90" />
          Show Test
        </button>
      )}
      <aside
        id={TEST_PANEL_ID}
        aria-labelledby={`${TEST_PANEL_ID}-title`}
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key === "Escape") {
            event.stopPropagation();
            toggle();
          }
        }}
        className={cn(
          "fixed inset-0 z-50 flex-col bg-card text-card-foreground",
          "md:sticky md:inset-auto md:top-[var(--shell-top-bar-height,3.5rem)] md:z-20 md:h-[calc(100dvh-var(--shell-top-bar-height,3.5rem))] md:w-[450px] md:shrink-0 md:self-start md:border-l md:border-border",
          open ? "flex" : "hidden",
        )}
      >
        {open ? (
          <button
            type="button"
            onClick={toggle}
            aria-expanded
            aria-controls={TEST_PANEL_ID}
            className={cn(tabClasses, "absolute top-1/2 right-full hidden -translate-y-1/2 md:flex")}
          >
            <NamedIcon name="flask-conical" className="size-3.5 rotate-90" />
            Hide Test
          </button>
        ) : null}
        <header className="flex h-14 shrink-0 items-center justify-between gap-2 border-b border-border px-4">
          <h2
            ref={headingRef}
            id={`${TEST_PANEL_ID}-title`}
            tabIndex={-1}
            className="text-sm font-semibold outline-none"
          >
            Test your agent
          </h2>
          <div className="flex items-center gap-1">
            <button
              type="button"
              onClick={() => setRestartSignal((n) => n + 1)}
              disabled={!opened}
              className={cn(
                "flex h-9 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-muted-foreground transition-colors hover:bg-muted hover:text-foreground",
                "outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:opacity-50",
              )}
            >
              <NamedIcon name="rotate-cw" className="size-4" />
              Restart
            </button>
            <button
              type="button"
              onClick={toggle}
              aria-label="Close test panel"
              className={cn(
                "flex size-9 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground",
                "outline-none focus-visible:ring-2 focus-visible:ring-ring",
              )}
            >
              <NamedIcon name="x" className="size-[18px]" />
            </button>
          </div>
        </header>
        <div className="flex min-h-0 flex-1 flex-col" data-testid="test-chat">
          {opened && region && agentId ? (
            <Suspense
              fallback={
                <div className="flex flex-1 items-center justify-center" role="status">
                  <Spinner className="size-5" />
                </div>
              }
            >
              <TestChat region={region} agentId={agentId} restartSignal={restartSignal} />
            </Suspense>
          ) : null}
        </div>
      </aside>
    </>
  );
}
