/**
 * The model stand-in of the e2e tier: the dashboard runs its real HTTP model client
 * (MODEL_PROVIDER=openai) against it. CSS requests (the AI CSS assistant) get a purple chat bubble
 * in a ```css block; chats get the stand-in's fixed answer.
 */
import { startModelStandIn as startStandIn, type ModelStandIn } from "@parlo/testing";

export const MODEL_STAND_IN_CSS = ".parlo-bubble-user {\n  background: #9333ea;\n  color: #ffffff;\n}";
export const MODEL_STAND_IN_REPLY = `Here is a purple chat bubble:\n\n\`\`\`css\n${MODEL_STAND_IN_CSS}\n\`\`\`\n\nYour messages now show in purple.`;

export function startModelStandIn(port = 0): Promise<ModelStandIn> {
  return startStandIn({
    port,
    reply: (request) =>
      request.messages.some((message) => message.role === "system" && /\bCSS\b/.test(message.content))
        ? MODEL_STAND_IN_REPLY
        : undefined,
  });
}
