/** Fired on the window after an agent's draft was saved, so the Publish button reads its state again. */
export const AGENT_SAVED_EVENT = "parlo:agent-saved";

export function announceAgentSaved(): void {
  window.dispatchEvent(new Event(AGENT_SAVED_EVENT));
}
