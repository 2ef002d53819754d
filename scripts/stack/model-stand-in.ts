/**
 * The model stand-in of the e2e tier: the dashboard runs its real HTTP model client
 * (MODEL_PROVIDER=openai) against it. CSS requests (the AI CSS assistant) get a purple chat bubble
 * in a ```css block; chats whose system prompt carries knowledge passages get the first passage
 * quoted (so a test sees the agent's knowledge reach the model); other chats get the fixed answer.
 */
import { startModelStandIn as startStandIn, type ModelStandIn } from "@parlo/testing";

export const MODEL_STAND_IN_CSS = ".parlo-bubble-user {\n  background: #9333ea;\n  color: #ffffff;\n}";
export const MODEL_STAND_IN_REPLY = `Here is a purple chat bubble:\n\n\`\`\`css\n${MODEL_STAND_IN_CSS}\n\`\`\`\n\nYour messages now show in purple.`;

/** What the stand-in says when the runtime gave it knowledge passages: the first one, quoted. */
export const KNOWLEDGE_REPLY_PREFIX = "From the website:";

/** The first knowledge passage in a system prompt (see knowledgePrompt in core/runtime), or null. */
function firstPassage(system: string): string | null {
  const match = /Knowledge base passages:\n\n\[1\][^\n]*\n([\s\S]*?)(?:\n\n\[2\]|$)/.exec(system);
  return match?.[1]?.trim().slice(0, 400) ?? null;
}

export function startModelStandIn(port = 0): Promise<ModelStandIn> {
  return startStandIn({
    port,
    reply: (request) => {
      const system = request.messages.filter((message) => message.role === "system").map((m) => m.content);
      if (system.some((content) => /\bCSS\b/.test(content))) return MODEL_STAND_IN_REPLY;
      const passage = system.map(firstPassage).find((found) => found !== null);
      return passage ? `${KNOWLEDGE_REPLY_PREFIX} ${passage}` : undefined;
    },
  });
}
