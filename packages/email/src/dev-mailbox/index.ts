export { startDevMailbox, type DevMailbox, type DevMailboxOptions } from "./start-dev-mailbox";
export { waitForMessage, type WaitForMessageOptions } from "./read-latest";
export { extractCode } from "./extract-code";
export type { DevMailboxMessage } from "./stored-message";
