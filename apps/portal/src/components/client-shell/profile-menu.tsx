"use client";

import { Menu } from "@parlo/ui/menu";
import { logOut } from "./log-out-button";

/** The profile menu of the client top bar: who is signed in, Account (not yet open) and Log Out. */
export function ProfileMenu({ name, email, photoURL }: { name: string; email: string | null; photoURL: string }) {
  const initial = name.trim().charAt(0).toUpperCase() || "?";
  return (
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
        // the account drawer comes with the client's notification settings
        { key: "account", label: "Account", onSelect: () => undefined, disabled: true },
        { key: "logout", label: "Log Out", onSelect: () => void logOut(), testId: "log-out" },
      ]}
    />
  );
}
