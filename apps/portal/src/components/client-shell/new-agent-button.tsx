"use client";

import { Button, cn } from "@parlo/ui";
import { AfterMount } from "@parlo/ui/after-mount";
import { Icon } from "@parlo/ui/icon";
import { Plus } from "lucide";
import { lazy, useState } from "react";

const NewAgentDialog = lazy(() => import("./new-agent-dialog").then((m) => ({ default: m.NewAgentDialog })));

/**
 * + New Agent (a client with allowCreateAgents): its dialog (loaded when clicked) takes a name,
 * then the new agent opens on `page` (the first of the client's pages) and joins the agent selector.
 */
export function NewAgentButton({ page, className }: { page: string; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button className={cn("gap-2", className)} onClick={() => setOpen(true)} aria-label="New Agent">
        <Icon node={Plus} aria-hidden className="size-4" />
        <span className="group-data-[collapsed=true]/rail:hidden max-sm:sr-only">New Agent</span>
      </Button>
      {open ? (
        <AfterMount>
          <NewAgentDialog page={page} onClose={() => setOpen(false)} />
        </AfterMount>
      ) : null}
    </>
  );
}
