import { ZAnswerSource, type TAnswerSource, type TRuntimeMessage } from "@parlo/validators";

const ZStoredSources = ZAnswerSource.array();

/**
 * An answer's stored sources (the `sources` JSON column) as the API returns them: none (left out)
 * when the column is null, empty or not the expected shape.
 */
export function storedSources(value: unknown): TAnswerSource[] | undefined {
  if (value === null || value === undefined) return undefined;
  const parsed = ZStoredSources.safeParse(value);
  return parsed.success && parsed.data.length > 0 ? parsed.data : undefined;
}

/** A stored message as the runtime API returns it (with its knowledge sources when it has some). */
export function toRuntimeMessage(message: {
  id: string;
  role: TRuntimeMessage["role"];
  content: string;
  createdAt: Date;
  sources?: unknown;
}): TRuntimeMessage {
  const sources = storedSources(message.sources);
  return {
    id: message.id,
    role: message.role,
    content: message.content,
    createdAt: message.createdAt.toISOString(),
    ...(sources ? { sources } : {}),
  };
}
