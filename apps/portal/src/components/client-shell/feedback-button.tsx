"use client";

import { Button } from "@parlo/ui";
import { AfterMount } from "@parlo/ui/after-mount";
import { Icon } from "@parlo/ui/icon";
import { MessageSquareText } from "lucide";
import { lazy, useState } from "react";

const FeedbackDialog = lazy(() => import("./feedback-dialog").then((m) => ({ default: m.FeedbackDialog })));

/**
 * Feedback in the client's top bar (the agency sends from its own domain): its form loads when
 * clicked. Not on phones, where the bar has no room for it.
 */
export function FeedbackButton({ readOnly }: { readOnly: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        className="hidden gap-2 sm:inline-flex"
        aria-label="Feedback"
        disabled={readOnly}
        onClick={() => setOpen(true)}
      >
        <Icon node={MessageSquareText} aria-hidden className="size-4" />
        <span className="max-lg:sr-only">Feedback</span>
      </Button>
      {open ? (
        <AfterMount>
          <FeedbackDialog onClose={() => setOpen(false)} />
        </AfterMount>
      ) : null}
    </>
  );
}
