/**
 * Reads what the runtime API and the database hand over (unknown JSON) into the shapes of
 * @parlo/validators' runtime contract, without shipping zod to the widget: small guards with
 * defaults. `toRuntimeAgent` also reads a stored agent document (draft or published) with the same
 * defaults as the runtime (packages/core/src/runtime/to-runtime-agent.ts).
 */
import { AGENT_PLATFORMS, CONVERSATION_STATES, RUNTIME_MESSAGES } from "@parlo/validators/plain";
import type { TRuntimeAgent, TRuntimeMessage, TSendMessageOutput } from "@parlo/validators";
import { leadFormOfDocument } from "./read-lead-form";

type Plain = Record<string, unknown>;

export function isRecord(value: unknown): value is Plain {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const str = (value: unknown, fallback = ""): string => (typeof value === "string" ? value : fallback);
const bool = (value: unknown, fallback: boolean): boolean => (typeof value === "boolean" ? value : fallback);
const int = (value: unknown, fallback: number): number =>
  typeof value === "number" && Number.isFinite(value) ? Math.max(0, Math.round(value)) : fallback;
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];

function pick<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return allowed.find((item) => item === value) ?? fallback;
}

const BUTTON_LAYOUTS = ["horizontal", "vertical", "in-footer"] as const;

/**
 * The greeting: the runtime's `initMessages`; in a stored document the text of a node-based agent's
 * message nodes, else `vg_initMessages` (as core/runtime/to-runtime-agent.ts reads it).
 */
function greetingOf(doc: Plain): string[] {
  if (Array.isArray(doc.initMessages)) return strings(doc.initMessages);
  const nodes = doc.enableNodes === true && Array.isArray(doc.nodes) ? doc.nodes : [];
  const fromNodes = nodes.flatMap((node) =>
    isRecord(node) && node.type === "message" && typeof node.text === "string" && node.text ? [node.text] : [],
  );
  return (fromNodes.length > 0 ? fromNodes : strings(doc.vg_initMessages)).filter((text) => text.trim() !== "");
}

/** The runtime agent of a start answer, or of a stored agent document (unknown fields get defaults). */
export function toRuntimeAgent(value: unknown): TRuntimeAgent {
  const doc = isRecord(value) ? value : {};
  const platform = doc.agentPlatform === "oai_assistants" ? "oai-assistants" : doc.agentPlatform;
  return {
    ID: str(doc.ID),
    title: str(doc.title, "Assistant"),
    description: str(doc.description),
    agentPlatform: pick(platform, AGENT_PLATFORMS, "vg"),
    theme: str(doc.theme, "blue-light"),
    customThemeJSONString: str(doc.customThemeJSONString),
    ADVANCED_customCSS: str(doc.ADVANCED_customCSS),
    roundedImageURL: str(doc.roundedImageURL),
    avatarImageUrl: str(doc.avatarImageUrl),
    proactiveMessage: str(doc.proactiveMessage),
    autoStartWidget: bool(doc.autoStartWidget, false),
    messageDelayMS: int(doc.messageDelayMS, 1000),
    scrollAnimation: bool(doc.scrollAnimation, true),
    buttonsLayout: pick(doc.buttonsLayout, BUTTON_LAYOUTS, "horizontal"),
    lang: str(doc.lang, "en"),
    acceptFileUpload: bool(doc.acceptFileUpload, false),
    enableHumanHandoff: bool(doc.enableHumanHandoff, false),
    alwaysShowHandoff: bool(doc.alwaysShowHandoff, false),
    UIhandoffTitle: str(doc.UIhandoffTitle, "Talk to a human"),
    UIhandoffSubtitle: str(doc.UIhandoffSubtitle),
    showHandoffEvenIfOffline: bool(doc.showHandoffEvenIfOffline, false),
    teamOnline: bool(doc.teamOnline, true),
    initMessages: greetingOf(doc),
    leadForm: leadFormOfDocument(doc),
  };
}

const ROLES = ["user", "assistant", "human", "system"] as const;

/** A message of the runtime, with the sources stored with an answer (they stay after a reload). */
export function readRuntimeMessage(value: unknown): AnswerMessage | null {
  if (!isRecord(value) || typeof value.id !== "string" || typeof value.content !== "string") return null;
  const role = ROLES.find((item) => item === value.role);
  if (!role) return null;
  const message = { id: value.id, role, content: value.content, createdAt: str(value.createdAt) };
  const sources = readAnswerSources(value);
  return sources.length > 0 ? { ...message, sources } : message;
}

export function readRuntimeMessages(value: unknown): AnswerMessage[] {
  return Array.isArray(value) ? value.flatMap((item) => readRuntimeMessage(item) ?? []) : [];
}

export interface StartedConversation {
  conversationId: string;
  visitorId: string;
  visitorToken: string;
  agent: TRuntimeAgent;
  messages: AnswerMessage[];
}

/** The answer of POST .../conversations, or null when it is not one. */
export function readStartOutput(value: unknown): StartedConversation | null {
  if (!isRecord(value) || typeof value.conversationId !== "string" || typeof value.visitorToken !== "string") {
    return null;
  }
  return {
    conversationId: value.conversationId,
    visitorId: str(value.visitorId),
    visitorToken: value.visitorToken,
    agent: toRuntimeAgent(value.agent),
    messages: readRuntimeMessages(value.messages),
  };
}

export type ConversationStatus = (typeof CONVERSATION_STATES)[number];

/** A conversation's status ("ai", "handoff_requested", "human"), or null when it is none. */
export function readConversationStatus(value: unknown): ConversationStatus | null {
  return CONVERSATION_STATES.find((item) => item === value) ?? null;
}

/** A page the answer drew on (the `done` event's meta.sources). */
export interface AnswerSource {
  title: string;
  /** an http(s) link, or null */
  url: string | null;
}

/** The agent's answer with the knowledge it was given, when it was given some. */
export type AnswerMessage = TRuntimeMessage & { sources?: AnswerSource[] };

function safeLink(value: unknown): string | null {
  if (typeof value !== "string") return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/**
 * The sources of an answer's meta (ZAnswerMeta.sources) or of a stored answer (its `sources`);
 * links other than http(s) are dropped.
 */
export function readAnswerSources(meta: unknown): AnswerSource[] {
  if (!isRecord(meta) || !Array.isArray(meta.sources)) return [];
  return meta.sources.flatMap((item: unknown) => {
    if (!isRecord(item)) return [];
    const url = safeLink(item.url);
    const title = str(item.title).trim() || url || "";
    return title ? [{ title, url }] : [];
  });
}

export type SendOutput = Pick<TSendMessageOutput, "userMessage"> & {
  answer: AnswerMessage | null;
  /** the conversation's status after the send; absent when the server did not say */
  status?: ConversationStatus;
};

/** The `done` event's data (ZSendMessageOutput), or null. The messages, the status and the answer's sources are read. */
export function readSendOutput(value: unknown): SendOutput | null {
  if (!isRecord(value)) return null;
  const userMessage = readRuntimeMessage(value.userMessage);
  if (!userMessage) return null;
  const status = readConversationStatus(value.status);
  const withStatus = status ? { status } : {};
  // no answer while a person of the team has taken the conversation over
  if (value.answer === null) return { userMessage, answer: null, ...withStatus };
  const answer = readRuntimeMessage(value.answer);
  if (!answer) return null;
  const sources = readAnswerSources(value.meta);
  return { userMessage, answer: sources.length > 0 ? { ...answer, sources } : answer, ...withStatus };
}

export interface ListedMessages {
  messages: AnswerMessage[];
  status: ConversationStatus;
}

/** The answer of GET .../messages (ZListMessagesOutput), or null; a missing status reads as "ai". */
export function readListOutput(value: unknown): ListedMessages | null {
  if (!isRecord(value) || !Array.isArray(value.messages)) return null;
  return { messages: readRuntimeMessages(value.messages), status: readConversationStatus(value.status) ?? "ai" };
}

export interface HandoffAnswer {
  status: ConversationStatus;
  message: string;
}

/** The answer of POST .../handoff (ZHandoffOutput), or null. */
export function readHandoffOutput(value: unknown): HandoffAnswer | null {
  if (!isRecord(value)) return null;
  const status = readConversationStatus(value.status);
  if (!status) return null;
  return { status, message: str(value.message).trim() || RUNTIME_MESSAGES.handoffRequested };
}

/** The text of `{ error }` (an error answer or an `error` event), or the generic apology. */
export function readErrorText(value: unknown): string {
  return isRecord(value) && typeof value.error === "string" && value.error.trim()
    ? value.error
    : RUNTIME_MESSAGES.modelFailed;
}

/** JSON.parse that answers undefined instead of throwing. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
