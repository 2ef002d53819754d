import { RUNTIME_MESSAGES } from "@parlo/validators/plain";
import type { TRuntimeAgent, TRuntimeChannel } from "@parlo/validators";
import { useCallback, useEffect, useReducer, useRef, useState } from "preact/hooks";
import { pollInterval, showHandoff, type HandoffControl } from "./chat-handoff";
import { chatReducer, fromRuntime, isAnswering, nextReveal, nextSince, type ChatMessage } from "./chat-messages";
import {
  loadConversation,
  loadVisitorId,
  saveConversation,
  saveVisitorId,
  type StoredConversation,
} from "./chat-storage";
import { saveLead } from "./lead-storage";
import type { ConversationStatus } from "./read-runtime";
import { listMessages, requestHandoff, sendMessage, startConversation, type RuntimeTarget } from "./runtime-client";
import { useLeadForm, type EnsuredConversation, type LeadControl } from "./use-lead-form";

export interface UseChatOptions extends RuntimeTarget {
  channel: TRuntimeChannel;
  /** the agent as the page knows it; null until a start answer brings it (the test panel) */
  agent: TRuntimeAgent | null;
  /** start a conversation as soon as the chat shows (test panel) instead of on the first message */
  startEagerly?: boolean;
  /** each change (from 0) starts a new conversation (the test panel's Restart) */
  restartSignal?: number;
  /** each complete message: the visitor's when sent, the answer when it has fully arrived */
  onMessage?: (message: { role: "user" | "assistant"; content: string }) => void;
}

export interface ChatState {
  agent: TRuntimeAgent | null;
  /** the messages to show now (bot messages appear messageDelayMS apart) */
  messages: ChatMessage[];
  /** a bot message is on its way (the typing indicator shows) */
  typing: boolean;
  /** restoring or starting the conversation */
  loading: boolean;
  /** waiting for an answer: Send is disabled */
  answering: boolean;
  /** "ai", or "handoff_requested" / "human" once the visitor asked for a person (the chat then polls) */
  status: ConversationStatus;
  /** the "Talk to a human" button, or null when it does not show */
  handoff: HandoffControl | null;
  /** the agent's lead form where and while it shows, or null */
  lead: LeadControl | null;
  send: (text: string) => void;
  restart: () => void;
}

const greeting = (agent: TRuntimeAgent | null): ChatMessage[] =>
  (agent?.initMessages ?? []).map((content, index) => ({ id: `greeting-${index}`, role: "assistant", content }));

let localIds = 0;
const localId = (kind: string) => `local-${kind}-${Date.now().toString(36)}-${(localIds += 1)}`;

/**
 * One visitor's conversation with an agent through the runtime API: continues the conversation of
 * this tab after a reload (sessionStorage), starts a new one when it is gone, streams answers token
 * by token, and shows the runtime's error messages in the chat.
 */
export function useChat(options: UseChatOptions): ChatState {
  const { region, agentId, channel, startEagerly = false } = options;
  const [agent, setAgent] = useState<TRuntimeAgent | null>(options.agent);
  const [messages, dispatch] = useReducer(chatReducer, options.agent, greeting);
  const [shown, setShown] = useState(0);
  const [loading, setLoading] = useState(true);
  const [session, setSession] = useState(0);
  const [queue, setQueue] = useState<string[]>([]);
  const [status, setStatus] = useState<ConversationStatus>("ai");
  const [askingPerson, setAskingPerson] = useState(false);
  const messagesRef = useRef(messages);
  messagesRef.current = messages;
  const conversation = useRef<StoredConversation | null>(null);
  const controller = useRef<AbortController | null>(null);
  const onMessage = useRef(options.onMessage);
  onMessage.current = options.onMessage;
  // the agent the page gave (a restarted test panel gives the draft as now saved)
  const initialAgent = useRef(options.agent);
  initialAgent.current = options.agent;
  // one start at a time: the first message, the handoff and the lead form may all need the conversation
  const starting = useRef<ReturnType<typeof startConversation> | null>(null);

  const start = useCallback(
    async (signal: AbortSignal) => {
      const result = await startConversation(
        { region, agentId },
        { channel, visitorId: loadVisitorId(agentId), pageUrl: pageUrl(channel) },
        signal,
      );
      if (!result.ok) return result;
      const { conversationId, visitorToken } = result.value;
      conversation.current = { conversationId, visitorToken };
      saveConversation(agentId, channel, conversation.current);
      saveVisitorId(agentId, result.value.visitorId);
      setAgent(result.value.agent);
      // the stored greeting (with its ids and times) takes the place of the one drawn locally
      dispatch({ type: "adoptGreeting", messages: result.value.messages });
      return result;
    },
    [region, agentId, channel],
  );

  const startOnce = useCallback(
    (signal: AbortSignal) => {
      const pending =
        starting.current ??
        start(signal).finally(() => {
          starting.current = null;
        });
      starting.current = pending;
      return pending;
    },
    [start],
  );

  // restore this tab's conversation, or begin a new one (again after Restart)
  useEffect(() => {
    const abort = new AbortController();
    controller.current = abort;
    conversation.current = null;
    starting.current = null;
    setLoading(true);
    setQueue([]);
    setStatus("ai");
    setAskingPerson(false);
    // a restarted test chat shows nothing of the old conversation while the new one starts
    if (startEagerly) dispatch({ type: "reset", messages: [] });
    const begin = async () => {
      const stored = loadConversation(agentId, channel);
      if (stored) {
        const listed = await listMessages({ region, agentId }, stored, abort.signal);
        if (abort.signal.aborted) return;
        if (listed.ok) {
          conversation.current = stored;
          const restored = listed.value.messages.filter((m) => m.role !== "system").map(fromRuntime);
          dispatch({ type: "reset", messages: restored });
          setStatus(listed.value.status);
          setShown(restored.length);
          setLoading(false);
          return;
        }
        saveConversation(agentId, channel, null);
      }
      if (!startEagerly) {
        setAgent(initialAgent.current);
        dispatch({ type: "reset", messages: greeting(initialAgent.current) });
        setShown(0);
        setLoading(false);
        return;
      }
      const started = await start(abort.signal);
      if (abort.signal.aborted) return;
      const shownMessages: ChatMessage[] = started.ok
        ? started.value.messages.filter((m) => m.role !== "system").map(fromRuntime)
        : [{ id: localId("error"), role: "error", content: started.error || RUNTIME_MESSAGES.modelFailed }];
      dispatch({ type: "reset", messages: shownMessages });
      setShown(0);
      setLoading(false);
    };
    // a tick later, so that React's development double mount does not start two conversations
    const timer = setTimeout(() => void begin(), 0);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
  }, [region, agentId, channel, startEagerly, start, session]);

  const deliver = useCallback(
    async (text: string, userId: string, answerId: string, signal: AbortSignal, retry: boolean): Promise<void> => {
      if (!conversation.current) {
        const started = await startOnce(signal);
        if (signal.aborted) return;
        if (!started.ok) {
          dispatch({ type: "fail", answerId, error: started.error || RUNTIME_MESSAGES.modelFailed });
          return;
        }
      }
      const current = conversation.current;
      if (!current) return;
      const result = await sendMessage(
        { region, agentId },
        current,
        text,
        {
          onUserMessage: (message) => dispatch({ type: "confirmUser", localId: userId, message }),
          onToken: (token) => dispatch({ type: "token", answerId, text: token }),
          onStatus: setStatus,
        },
        signal,
      );
      if (signal.aborted) return;
      if (result.ok) {
        dispatch({ type: "done", answerId, answer: result.value });
        if (result.value) onMessage.current?.({ role: "assistant", content: result.value.content });
        return;
      }
      if (retry && result.status === 404 && result.error === RUNTIME_MESSAGES.conversationNotFound) {
        // the conversation is gone (deleted, or expired): continue in a new one
        conversation.current = null;
        saveConversation(agentId, channel, null);
        return deliver(text, userId, answerId, signal, false);
      }
      dispatch({ type: "fail", answerId, error: result.error || RUNTIME_MESSAGES.modelFailed });
    },
    [region, agentId, channel, startOnce],
  );

  const answering = isAnswering(messages);
  const busy = loading || answering;

  const send = useCallback((text: string) => {
    const trimmed = text.trim();
    if (trimmed) setQueue((queued) => [...queued, trimmed]);
  }, []);

  // one message at a time: the next queued one goes when the chat is idle
  useEffect(() => {
    const [text] = queue;
    const signal = controller.current?.signal;
    if (busy || text === undefined || !signal || signal.aborted) return;
    setQueue((queued) => queued.slice(1));
    const userId = localId("user");
    const answerId = localId("answer");
    dispatch({ type: "send", userId, answerId, text });
    onMessage.current?.({ role: "user", content: text });
    void deliver(text, userId, answerId, signal, true);
  }, [queue, busy, deliver]);

  // the visitor asks for a person: start the conversation if needed, then tell the runtime
  const askForPerson = useCallback(async () => {
    const signal = controller.current?.signal;
    if (!signal || signal.aborted) return;
    setAskingPerson(true);
    const failed = (error: string) =>
      dispatch({ type: "fail", answerId: localId("handoff"), error: error || RUNTIME_MESSAGES.modelFailed });
    if (!conversation.current) {
      const started = await startOnce(signal);
      if (signal.aborted) return;
      if (!started.ok) {
        setAskingPerson(false);
        failed(started.error);
        return;
      }
    }
    const current = conversation.current;
    if (!current) return;
    const result = await requestHandoff({ region, agentId }, current, signal);
    if (signal.aborted) return;
    setAskingPerson(false);
    if (!result.ok) {
      failed(result.error);
      return;
    }
    dispatch({ type: "notice", id: localId("handoff"), text: result.value.message });
    setStatus(result.value.status);
  }, [region, agentId, startOnce]);

  // look for a person's messages: every few seconds while one is asked for or answering, now and
  // then otherwise (a member may take over unasked); visible tab only
  const interval = loading ? null : pollInterval(status, messages);
  const answeringRef = useRef(answering);
  answeringRef.current = answering;
  useEffect(() => {
    if (interval === null) return;
    const abort = new AbortController();
    let inFlight = false;
    const poll = async () => {
      const current = conversation.current;
      if (inFlight || !current || document.visibilityState !== "visible" || answeringRef.current) return;
      inFlight = true;
      const since = nextSince(messagesRef.current);
      const result = await listMessages({ region, agentId }, current, abort.signal, since);
      inFlight = false;
      if (abort.signal.aborted || !result.ok) return;
      dispatch({ type: "merge", messages: result.value.messages });
      setStatus(result.value.status);
    };
    const timer = setInterval(() => void poll(), interval);
    return () => {
      clearInterval(timer);
      abort.abort();
    };
  }, [interval, region, agentId, session]);

  const handoff: HandoffControl | null =
    agent && showHandoff(agent, status, messages)
      ? {
          title: agent.UIhandoffTitle || "Talk to a human",
          subtitle: agent.UIhandoffSubtitle,
          disabled: busy || askingPerson,
          onClick: () => void askForPerson(),
        }
      : null;

  const restart = useCallback(() => {
    saveConversation(agentId, channel, null);
    saveLead(agentId, channel, null);
    setSession((n) => n + 1);
  }, [agentId, channel]);
  const { restartSignal = 0 } = options;
  useEffect(() => {
    if (restartSignal) restart();
  }, [restartSignal, restart]);

  // consecutive bot messages appear messageDelayMS apart
  const delay = agent?.messageDelayMS ?? 0;
  const roles = messages.map((m) => m.role).join(",");
  useEffect(() => {
    const step = nextReveal(messages, shown, delay);
    if (!step) return;
    if (step.waitMs === 0) {
      setShown(step.shown);
      return;
    }
    const timer = setTimeout(() => setShown(step.shown), step.waitMs);
    return () => clearTimeout(timer);
    // only the roles and the count decide the reveal; streamed tokens must not restart the timer
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [roles, shown, delay]);

  const visible = messages.slice(0, Math.min(shown, messages.length));
  const typing = shown < messages.length || visible.some((m) => m.pending && !m.content);

  const ensureConversation = useCallback(async (): Promise<EnsuredConversation> => {
    const signal = controller.current?.signal;
    if (!signal || signal.aborted) return { ok: false, error: "" };
    if (!conversation.current) {
      const started = await startOnce(signal);
      if (!started.ok) return { ok: false, error: started.error };
    }
    const current = conversation.current;
    return current ? { ok: true, conversation: current, signal } : { ok: false, error: "" };
  }, [startOnce]);
  const lead = useLeadForm({
    region,
    agentId,
    channel,
    form: agent?.leadForm ?? null,
    messages: visible,
    typing,
    loading,
    status,
    session,
    ensureConversation,
  });
  return { agent, messages: visible, typing, loading, answering, status, handoff, lead, send, restart };
}

/** The page the chat runs on: the embedding page for the widget (as far as the browser tells). */
function pageUrl(channel: TRuntimeChannel): string | undefined {
  const url = channel === "widget" ? document.referrer : window.location.href;
  return url ? url.slice(0, 2048) : undefined;
}
