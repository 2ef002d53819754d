/** The runtimes an agent can run on (free of zod: the chat bundle reads it too). */
export const AGENT_PLATFORMS = ["vg", "vf", "oai-assistants"] as const;
