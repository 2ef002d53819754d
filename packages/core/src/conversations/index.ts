export { listConversations } from "./list-conversations";
export { getConversation } from "./get-conversation";
export { exportConversations } from "./export-conversations";
export { csvCell, transcriptCsv, transcriptFileName, TRANSCRIPT_CSV_COLUMNS } from "./transcript-files";
export { encodeConversationCursor, decodeConversationCursor } from "./conversation-cursor";
export { setConversationStatus } from "./set-conversation-status";
export { replyAsHuman } from "./reply-as-human";
export { handoffQueue } from "./handoff-queue";
