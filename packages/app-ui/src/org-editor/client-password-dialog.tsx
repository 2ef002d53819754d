"use client";

import { Button } from "@parlo/ui";
import { LazyDialog } from "@parlo/ui/lazy-dialog";
import { CopyButton } from "@parlo/ui/copy-button";

/** A new client's password, shown this once after it was created, with Copy. */
export interface CreatedClient {
  name: string;
  email: string;
  password: string;
}

export function ClientPasswordDialog({
  created,
  title = "Client created",
  onClose,
}: {
  created: CreatedClient | null;
  /** the dashboard adds a client, an org admin a user */
  title?: string;
  onClose: () => void;
}) {
  return (
    <LazyDialog
      open={created !== null}
      title={title}
      description={
        created ? (
          <>
            Send this password to <span className="font-medium text-foreground">{created.name}</span> ({created.email}).
            It will not be shown again.
          </>
        ) : null
      }
      onClose={onClose}
      className="max-w-lg"
    >
      {created ? (
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <span id="client-created-password-label" className="text-sm font-medium">
              Password
            </span>
            <div className="flex items-center gap-2">
              <code
                aria-labelledby="client-created-password-label"
                className="min-w-0 flex-1 rounded-md border border-border bg-muted px-3 py-2 font-mono text-sm break-all select-all"
                data-testid="client-created-password"
              >
                {created.password}
              </code>
              <CopyButton value={created.password} label="Copy" aria-label="Copy password" />
            </div>
            <p className="text-[13px] text-muted-foreground">
              We keep only a one-way hash of it: it cannot be shown again, only replaced.
            </p>
          </div>
          <div className="flex justify-end">
            <Button onClick={onClose}>Done</Button>
          </div>
        </div>
      ) : null}
    </LazyDialog>
  );
}
