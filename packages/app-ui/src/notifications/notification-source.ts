import type { TNotificationsOutput } from "@parlo/validators";
import type { PushProcedures } from "./browser-push";

/** Where a bell reads and marks its notifications (the dashboard's or the portal's procedures) and hears of new ones. */
export interface NotificationSource {
  list: () => Promise<TNotificationsOutput>;
  mark: (as: "seen" | "read", ids?: string[]) => Promise<void>;
  /** the server-sent event stream: `notification` when something new came */
  streamUrl: string;
  /** false in a read-only view: nothing is marked */
  canMark: boolean;
  /** Web Push for this viewer (the browser notifications switch subscribes); none in a read-only view */
  push?: PushProcedures;
}
