import { CLIENT_AUTH_MESSAGES } from "@parlo/validators";
import { LogOutButton } from "./log-out-button";

/**
 * The sign-in blocking dialog: a client without agents, or of an org whose client access is off
 * (with the org's message), can only log out.
 */
export function BlockingDialog({ reason, message }: { reason: "noAgents" | "accessDisabled"; message: string }) {
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
        <LogOutButton className="mt-6 w-full" autoFocus />
      </div>
    </div>
  );
}
