import { checkLeadAnswers, LEAD_MESSAGES, RUNTIME_MESSAGES } from "@parlo/validators/plain";
import type { TLeadForm } from "@parlo/validators";
import { useCallback, useEffect, useState } from "preact/hooks";
import type { ChatMessage } from "./chat-messages";
import { loadConversation, type StoredConversation } from "./chat-storage";
import { leadOutcomeFor, loadLead, saveLead } from "./lead-storage";
import { leadFormAnchor, type LeadOutcome } from "./lead-trigger";
import type { ConversationStatus } from "./read-runtime";
import { submitLead, type RuntimeTarget } from "./runtime-client";

/** What the chat view needs to draw the lead form in the message list. */
export interface LeadControl {
  form: TLeadForm;
  /** the form comes after this many of the shown messages */
  anchor: number;
  /** "thanks" once sent (until the chat is reloaded, when the form no longer shows) */
  phase: "open" | "sending" | "thanks";
  fieldErrors: Record<string, string>;
  error: string | null;
  submit: (answers: Record<string, string>) => void;
  skip: () => void;
}

export type EnsuredConversation =
  { ok: true; conversation: StoredConversation; signal: AbortSignal } | { ok: false; error: string };

export interface UseLeadFormOptions extends RuntimeTarget {
  channel: string;
  form: TLeadForm | null;
  messages: ChatMessage[];
  typing: boolean;
  loading: boolean;
  status: ConversationStatus;
  /** changes when the chat restarts (a new conversation) */
  session: number;
  /** the chat's conversation, started first when there is none yet */
  ensureConversation: () => Promise<EnsuredConversation>;
}

const failureText = (error: string) =>
  !error || error === RUNTIME_MESSAGES.modelFailed ? LEAD_MESSAGES.submitFailed : error;

/** The agent's lead form in the visitor's chat: when it shows (lead-trigger.ts), sending it, skipping it. */
export function useLeadForm(options: UseLeadFormOptions): LeadControl | null {
  const { region, agentId, channel, form, messages, typing, loading, status, session, ensureConversation } = options;
  const [outcome, setOutcome] = useState<LeadOutcome | null>(null);
  const [handoffAt, setHandoffAt] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [thanksAt, setThanksAt] = useState<number | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  // what the visitor did with the form in this conversation (again after Restart)
  useEffect(() => {
    const stored = loadLead(agentId, channel);
    setOutcome(leadOutcomeFor(stored, loadConversation(agentId, channel)?.conversationId ?? null));
    setHandoffAt(null);
    setThanksAt(null);
    setFieldErrors({});
    setError(null);
  }, [agentId, channel, session]);

  // the visitor asked for a person (now, or before a reload): the form goes where that happened
  const count = messages.length;
  useEffect(() => {
    if (!loading && status !== "ai") setHandoffAt((at) => at ?? count);
  }, [loading, status, count]);

  const anchor =
    loading || !form ? null : leadFormAnchor({ trigger: form.trigger, messages, typing, handoffAt, outcome });

  const finish = useCallback(
    (result: LeadOutcome, conversationId: string | null) => {
      saveLead(agentId, channel, { conversationId, outcome: result });
      setOutcome(result);
    },
    [agentId, channel],
  );

  const submit = useCallback(
    (answers: Record<string, string>) => {
      if (!form || anchor === null) return;
      const checked = checkLeadAnswers(form, answers);
      if (!checked.ok) {
        setFieldErrors(checked.fieldErrors);
        setError(Object.keys(checked.fieldErrors).length > 0 ? LEAD_MESSAGES.fixErrors : checked.error);
        return;
      }
      setFieldErrors({});
      setError(null);
      setSending(true);
      const at = anchor;
      void (async () => {
        const ensured = await ensureConversation();
        if (!ensured.ok) {
          setSending(false);
          setError(failureText(ensured.error));
          return;
        }
        const result = await submitLead(
          { region, agentId },
          ensured.conversation,
          { answers: checked.answers },
          ensured.signal,
        );
        if (ensured.signal.aborted) return;
        setSending(false);
        // 409: this conversation already has the visitor's details
        if (result.ok || result.status === 409) {
          setThanksAt(at);
          finish("submitted", ensured.conversation.conversationId);
          return;
        }
        setFieldErrors(result.fieldErrors);
        setError(failureText(result.error));
      })();
    },
    [form, anchor, ensureConversation, region, agentId, finish],
  );

  const skip = useCallback(() => {
    finish("skipped", loadConversation(agentId, channel)?.conversationId ?? null);
  }, [finish, agentId, channel]);

  if (!form) return null;
  if (thanksAt !== null) {
    return { form, anchor: Math.min(thanksAt, messages.length), phase: "thanks", fieldErrors, error, submit, skip };
  }
  if (anchor === null) return null;
  return { form, anchor, phase: sending ? "sending" : "open", fieldErrors, error, submit, skip };
}
