"use client";

import {
  NOTIFY_IF_LABELS,
  NOTIFY_IF_OPTIONS,
  NOTIFY_THROUGH_LABELS,
  NOTIFY_THROUGH_OPTIONS,
  type TNotificationsSettings,
  type TNotifyIf,
  type TNotifyThrough,
} from "@parlo/validators";
import { DrawerField } from "./editor-drawer";
import { SELECT_CLASSES } from "./language-select";

const isNotifyThrough = (value: string): value is TNotifyThrough => NOTIFY_THROUGH_OPTIONS.some((o) => o === value);
const isNotifyIf = (value: string): value is TNotifyIf => NOTIFY_IF_OPTIONS.some((o) => o === value);

/**
 * A client's notification settings (section 2 "Notification options"): through Email, Push
 * Notifications, All Channels or None; for All Messages, Requests Only or None.
 */
export function NotificationFields({
  idPrefix,
  value,
  onChange,
}: {
  idPrefix: string;
  value: TNotificationsSettings;
  onChange: (value: TNotificationsSettings) => void;
}) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <DrawerField id={`${idPrefix}-notify-through`} label="Notify through">
        <select
          id={`${idPrefix}-notify-through`}
          className={SELECT_CLASSES}
          value={value.notifyThrough}
          onChange={(event) => {
            if (isNotifyThrough(event.target.value)) onChange({ ...value, notifyThrough: event.target.value });
          }}
        >
          {NOTIFY_THROUGH_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {NOTIFY_THROUGH_LABELS[option]}
            </option>
          ))}
        </select>
      </DrawerField>
      <DrawerField id={`${idPrefix}-notify-if`} label="Notify if">
        <select
          id={`${idPrefix}-notify-if`}
          className={SELECT_CLASSES}
          value={value.notifyIf}
          onChange={(event) => {
            if (isNotifyIf(event.target.value)) onChange({ ...value, notifyIf: event.target.value });
          }}
        >
          {NOTIFY_IF_OPTIONS.map((option) => (
            <option key={option} value={option}>
              {NOTIFY_IF_LABELS[option]}
            </option>
          ))}
        </select>
      </DrawerField>
    </div>
  );
}
