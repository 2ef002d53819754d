/** The chat's dependency-free stream helpers: the SSE parser and the client side of resuming an answer. */
export { createSseParser, type SseEvent, type SseParser } from "./sse-parser";
export { resumeStream, resumeStreamUrl, ResumeStreamError, type ResumeStreamOptions } from "./resume-stream";
