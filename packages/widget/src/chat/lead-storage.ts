/**
 * Remembers, per agent and channel in sessionStorage (next to the chat's conversation), that the
 * visitor sent or skipped the lead form, so that it does not show again in that conversation.
 * A record made before the conversation started (no id yet) holds for the conversation that
 * follows; Restart forgets it. Storage may be unavailable: every access is guarded.
 */
import type { LeadOutcome } from "./lead-trigger";
import { isRecord, parseJson } from "./read-runtime";

export const leadKey = (agentId: string, channel: string) => `parlo-lead-${agentId}-${channel}`;

export interface StoredLead {
  conversationId: string | null;
  outcome: LeadOutcome;
}

export function readStoredLead(text: string | null): StoredLead | null {
  const value = text ? parseJson(text) : null;
  if (!isRecord(value)) return null;
  const { conversationId, outcome } = value;
  if (outcome !== "submitted" && outcome !== "skipped") return null;
  if (conversationId !== null && typeof conversationId !== "string") return null;
  return { conversationId, outcome };
}

/** What the visitor did with the form in this conversation (null: nothing yet, or another conversation). */
export function leadOutcomeFor(stored: StoredLead | null, conversationId: string | null): LeadOutcome | null {
  if (!stored) return null;
  return stored.conversationId === null || stored.conversationId === conversationId ? stored.outcome : null;
}

export function loadLead(agentId: string, channel: string): StoredLead | null {
  try {
    return readStoredLead(window.sessionStorage.getItem(leadKey(agentId, channel)));
  } catch {
    return null;
  }
}

export function saveLead(agentId: string, channel: string, lead: StoredLead | null): void {
  try {
    if (lead) window.sessionStorage.setItem(leadKey(agentId, channel), JSON.stringify(lead));
    else window.sessionStorage.removeItem(leadKey(agentId, channel));
  } catch {
    // storage blocked: the form may show again after a reload
  }
}
