import type { EventLog } from "./events";
import type { Store } from "./store";

/** What the stand-in's services work on: the objects and the event log. */
export interface Engine {
  store: Store;
  log: EventLog;
}
