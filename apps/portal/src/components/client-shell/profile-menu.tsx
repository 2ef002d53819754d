"use client";

import { Menu } from "@parlo/ui/menu";
import { PORTAL_READ_ONLY_MESSAGE } from "@parlo/validators/portal-messages";
import { AfterMount } from "@parlo/ui/after-mount";
import { lazy, useCallback, useState } from "react";
import { AccountDrawers, type AccountDrawerKind } from "../account/account-drawers";
import { logOut } from "./log-out-button";

const FeedbackDialog = lazy(() => import("./feedback-dialog").then((m) => ({ default: m.FeedbackDialog })));

/**
 * The profile menu of the client top bar: who is signed in, Account and Organization (a client's:
 * the agency admin has neither), Feedback (when the agency takes it; phones have no room for the
 * bar's button) and Log Out.
 */
export function ProfileMenu({
  name,
  email,
  photoURL,
  isClient,
  readOnly,
  feedback,
}: {
  name: string;
  email: string | null;
  photoURL: string;
  isClient: boolean;
  readOnly: boolean;
  /** the agency takes its clients' feedback */
  feedback: boolean;
}) {
  const [open, setOpen] = useState<AccountDrawerKind | null>(null);
  const [feedbackOpen, setFeedbackOpen] = useState(false);
  const close = useCallback(() => setOpen(null), []);
  const initial = name.trim().charAt(0).toUpperCase() || "?";
  return (
    <>
      <Menu
        label="Profile"
        align="end"
        triggerClassName="flex size-9 items-center justify-center overflow-hidden rounded-full border border-border bg-muted text-sm font-medium hover:ring-2 hover:ring-ring/40"
        trigger={photoURL ? <img src={photoURL} alt="" className="size-full object-cover" /> : initial}
        entries={[
          {
            key: "who",
            heading: (
              <span className="flex flex-col">
                <span className="font-medium text-foreground">{name}</span>
                {email ? <span className="text-xs text-muted-foreground">{email}</span> : null}
              </span>
            ),
          },
          { key: "sep", separator: true },
          ...(isClient
            ? [
                { key: "account", label: "Account", onSelect: () => setOpen("account"), testId: "open-account" },
                { key: "org", label: "Organization", onSelect: () => setOpen("org"), testId: "open-org" },
              ]
            : []),
          ...(isClient && feedback && !readOnly
            ? [{ key: "feedback", label: "Feedback", onSelect: () => setFeedbackOpen(true), testId: "open-feedback" }]
            : []),
          { key: "logout", label: "Log Out", onSelect: () => void logOut(), testId: "log-out" },
        ]}
      />
      {feedbackOpen ? (
        <AfterMount>
          <FeedbackDialog onClose={() => setFeedbackOpen(false)} />
        </AfterMount>
      ) : null}
      {isClient ? (
        <AccountDrawers open={open} readOnlyMessage={readOnly ? PORTAL_READ_ONLY_MESSAGE : null} onClose={close} />
      ) : null}
    </>
  );
}
