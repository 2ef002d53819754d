import { CLIENT_AUTH_MESSAGES } from "@parlo/validators";
import type { ReactNode } from "react";
import { LogOutButton } from "./log-out-button";

/**
 * The sign-in blocking dialog: a client without agents, or of an org whose client access is off
 * (with the org's message), can only log out (or, allowed to create agents, make its first one).
 */
export function BlockingDialog({
  reason,
  message,
  newAgent,
}: {
  reason: "noAgents" | "accessDisabled";
  message: string;
  /** + New Agent, for a client without agents who may create one */
  newAgent?: ReactNode;
}) {
  const text =
    reason === "noAgents"
      ? CLIENT_AUTH_MESSAGES.noAgents
      : message || "Access to this dashboard is turned off for your organization.";
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-background/80 p-4 backdrop-blur-sm">
      <div
        role="alertdialog"
        aria-modal="true"
        aria-labelledby="blocking-title"
        aria-describedby="blocking-text"
        className="w-full max-w-sm rounded-xl border border-border bg-card p-6 text-center shadow-xl"
      >
        <h2 id="blocking-title" className="text-lg font-semibold">
          {reason === "noAgents" ? "No agents yet" : "Access disabled"}
        </h2>
        <p id="blocking-text" className="mt-2 whitespace-pre-line text-sm text-muted-foreground">
          {text}
        </p>
        {newAgent ? <div className="mt-6 flex flex-col">{newAgent}</div> : null}
        <LogOutButton
          className={newAgent ? "mt-2 w-full" : "mt-6 w-full"}
          variant={newAgent ? "outline" : undefined}
          autoFocus={!newAgent}
        />
      </div>
    </div>
  );
}
