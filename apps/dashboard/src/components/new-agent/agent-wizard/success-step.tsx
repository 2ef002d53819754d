"use client";

import { Button } from "@parlo/ui";
import { Icon } from "@parlo/ui/icon";
import { CircleCheck } from "lucide";

/** Step 3: the agent exists; open it. */
export function SuccessStep({ title, onOpen }: { title: string; onOpen: () => void }) {
  return (
    <div className="flex min-h-0 flex-1 flex-col">
      <div className="flex flex-1 flex-col items-center justify-center gap-3 px-6 py-10 text-center">
        <span className="flex size-14 items-center justify-center rounded-full bg-success/10 text-success">
          <Icon node={CircleCheck} className="size-7" />
        </span>
        <h3 className="text-lg font-semibold">Your agent is ready</h3>
        <p className="max-w-sm text-sm text-muted-foreground">
          <span className="font-medium text-foreground">{title}</span> knows about your company and wears your colours.
          Try it in the test panel, then add knowledge and publish it.
        </p>
      </div>
      <div className="flex shrink-0 justify-end gap-2 border-t border-border px-4 py-3 sm:px-6">
        <Button autoFocus onClick={onOpen}>
          Open your agent
        </Button>
      </div>
    </div>
  );
}
