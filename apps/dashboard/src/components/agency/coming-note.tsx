import { Alert } from "@parlo/ui";
import type { ReactNode } from "react";

/** The honest "not set up yet" line of a part of the agency page whose feature comes in a later release. */
export function ComingNote({ children }: { children: ReactNode }) {
  return (
    <Alert variant="info" title="Not set up yet" data-testid="coming-note">
      {children}
    </Alert>
  );
}
