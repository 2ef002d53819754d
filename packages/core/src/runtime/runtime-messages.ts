import type { TRuntimeMessage } from "@parlo/validators";

/** A stored message as the runtime API returns it. */
export function toRuntimeMessage(message: {
  id: string;
  role: TRuntimeMessage["role"];
  content: string;
  createdAt: Date;
}): TRuntimeMessage {
  return { id: message.id, role: message.role, content: message.content, createdAt: message.createdAt.toISOString() };
}
