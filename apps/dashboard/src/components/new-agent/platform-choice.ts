/**
 * The platform choice (standard vg or conversation-platform compatible vf) is offered only on one
 * hostname (spec section 6); everywhere else agents are standard.
 */
export function showPlatformChoice(hostname: string, platformChoiceHost: string | undefined): boolean {
  const host = platformChoiceHost?.trim().toLowerCase();
  return Boolean(host) && hostname.toLowerCase() === host;
}

export const PLATFORM_OPTIONS = [
  { value: "vg", label: "Standard agent", hint: "Built-in AI with nodes, knowledge base and tools." },
  {
    value: "vf",
    label: "Conversation-platform compatible",
    hint: "Runs a project from a third-party conversation platform.",
  },
] as const;

export type TPlatformChoice = (typeof PLATFORM_OPTIONS)[number]["value"];
