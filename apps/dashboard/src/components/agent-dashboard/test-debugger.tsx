"use client";

import { cn } from "@parlo/ui";
import { useEffect, useRef } from "react";
import { NamedIcon } from "./icons";

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
 * panel (the whole screen on phones) with a "Hide Test" tab on its edge. The test chat itself
 * arrives with the agent runtime; until then the panel says so.
 */
export function TestDebugger({ open, onToggle }: TestDebuggerProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const showRef = useRef<HTMLButtonElement>(null);
  const toggledHere = useRef(false);

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
        </header>
        <div className="flex flex-1 flex-col items-center justify-center gap-4 p-8 text-center">
          <div className="flex size-14 items-center justify-center rounded-2xl bg-muted text-muted-foreground">
            <NamedIcon name="messages-square" className="size-7" />
          </div>
          <div className="flex max-w-xs flex-col gap-1.5">
            <h3 className="text-base font-semibold">No test chat yet</h3>
            <p className="text-sm leading-relaxed text-muted-foreground">
              The test chat opens here once the agent runtime is connected.
            </p>
          </div>
        </div>
      </aside>
    </>
  );
}
