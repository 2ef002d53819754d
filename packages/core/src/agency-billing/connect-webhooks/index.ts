import type { ConnectEventHandler } from "./connect-event";
import { onAccountUpdated } from "./account-updated";

/**
 * What each Connect event type does; every other type is ignored (answered 200). One file per
 * event, named after it.
 */
export const CONNECT_EVENT_HANDLERS: Partial<Record<string, ConnectEventHandler>> = {
  "account.updated": onAccountUpdated,
};
