import type { TConversationMessage } from "@parlo/validators";
import { storedSources } from "../runtime/runtime-messages";

/** A stored message as the Chats tab shows it (an answer with its knowledge sources when it has some). */
export function toConversationMessage(message: {
  id: string;
  role: TConversationMessage["role"];
  content: string;
  model: string | null;
  sources: unknown;
  createdAt: Date;
}): TConversationMessage {
  const sources = storedSources(message.sources);
  return {
    id: message.id,
    role: message.role,
    content: message.content,
    model: message.model,
    createdAt: message.createdAt.toISOString(),
    ...(sources ? { sources } : {}),
  };
}
