"use client";

import { NotificationFields } from "@parlo/app-ui/notification-fields";
import { callErrorMessage, loadTrpc } from "@parlo/app-ui/trpc";
import { useToast } from "@parlo/ui/toaster";
import type { TNotificationsSettings } from "@parlo/validators";
import { useEffect, useState } from "react";

/**
 * The notification settings at the top of the client's panel: how (Email, Push Notifications, All
 * Channels, None) and for what (All Messages, Requests Only, None); each change is saved at once.
 */
export function NotificationSettingsFields({ readOnly }: { readOnly: boolean }) {
  const toast = useToast();
  const [settings, setSettings] = useState<TNotificationsSettings | null>(null);

  useEffect(() => {
    let live = true;
    void loadTrpc()
      .then((api) => api.portalAccount.account.query())
      .then((account) => live && setSettings(account.notificationsSettings))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);

  if (!settings) return null;
  const save = (next: TNotificationsSettings) => {
    const before = settings;
    setSettings(next);
    void loadTrpc()
      .then((api) => api.portalAccount.updateAccount.mutate({ notificationsSettings: next }))
      .then(() => toast("Notification settings saved", "success", 2000))
      .catch((error: unknown) => {
        setSettings(before);
        toast(callErrorMessage(error, "Could not save. Please try again."), "error", 3000);
      });
  };
  return (
    <fieldset disabled={readOnly} className="min-w-0" data-testid="notification-settings">
      <legend className="sr-only">Notification settings</legend>
      <NotificationFields idPrefix="panel" value={settings} onChange={save} />
    </fieldset>
  );
}
