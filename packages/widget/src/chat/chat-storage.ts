/**
 * Where the chat keeps its state in the visitor's browser: the visitor id in localStorage (one per
 * agent, across conversations) and the current conversation in sessionStorage (one per agent and
 * channel), so that a reload continues the conversation and a new tab starts a new one.
 * Storage may be unavailable (third-party iframes, private modes): every access is guarded.
 */
import { isRecord, parseJson } from "./read-runtime";

export const visitorKey = (agentId: string) => `parlo-visitor-${agentId}`;
export const conversationKey = (agentId: string, channel: string) => `parlo-conversation-${agentId}-${channel}`;

const VISITOR_ID = /^[A-Za-z0-9_-]{8,64}$/;
const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

export interface StoredConversation {
  conversationId: string;
  visitorToken: string;
}

/** A new random visitor id: 22 letters and digits (about 131 bits). */
export function newVisitorId(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)) {
  const bytes = random(new Uint8Array(22));
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join("");
}

export const isVisitorId = (value: unknown): value is string => typeof value === "string" && VISITOR_ID.test(value);

/** A stored conversation read back from its JSON, or null. */
export function readStoredConversation(text: string | null): StoredConversation | null {
  const value = text ? parseJson(text) : null;
  if (!isRecord(value)) return null;
  const { conversationId, visitorToken } = value;
  if (typeof conversationId !== "string" || !conversationId || typeof visitorToken !== "string" || !visitorToken) {
    return null;
  }
  return { conversationId, visitorToken };
}

function storage(kind: "local" | "session"): Storage | null {
  try {
    return kind === "local" ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

function read(kind: "local" | "session", key: string): string | null {
  try {
    return storage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(kind: "local" | "session", key: string, value: string | null) {
  try {
    if (value === null) storage(kind)?.removeItem(key);
    else storage(kind)?.setItem(key, value);
  } catch {
    // storage full or blocked: the chat still works, it just is not remembered
  }
}

/** The visitor's id for this agent, created (and remembered) on first use. */
export function loadVisitorId(agentId: string): string {
  const stored = read("local", visitorKey(agentId));
  if (isVisitorId(stored)) return stored;
  const id = newVisitorId();
  write("local", visitorKey(agentId), id);
  return id;
}

export function saveVisitorId(agentId: string, visitorId: string) {
  if (isVisitorId(visitorId)) write("local", visitorKey(agentId), visitorId);
}

export const loadConversation = (agentId: string, channel: string) =>
  readStoredConversation(read("session", conversationKey(agentId, channel)));

export function saveConversation(agentId: string, channel: string, conversation: StoredConversation | null) {
  write("session", conversationKey(agentId, channel), conversation ? JSON.stringify(conversation) : null);
}
