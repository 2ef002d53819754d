/**
 * `@parlo/widget/chat`: what other packages may use of the chat without compiling it: the types of
 * the chat bundle's mount API (the dashboard's test panel), and the dependency-free stream helpers
 * (the SSE parser and the client side of resuming an answer).
 */
export * from "./mount-types";
export { createSseParser, type SseEvent, type SseParser } from "./sse-parser";
export { resumeStream, resumeStreamUrl, ResumeStreamError, type ResumeStreamOptions } from "./resume-stream";
