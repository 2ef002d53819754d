import { newEntityId, type Db } from "@parlo/db";
import { TOOL_CALL_LOG_MAX_CHARS } from "@parlo/validators";

/** One finished tool call, as the Tools tab's recent calls show it. */
export interface ToolCallLogEntry {
  agentId: string;
  conversationId?: string | null;
  toolId: string;
  toolName: string;
  ok: boolean;
  /** the tool server's HTTP status, when it answered */
  httpStatus: number | null;
  ms: number;
  /** the arguments as the model wrote them */
  arguments: string;
  /** what the model was given to read */
  result: string;
  /** the tool's server secret: blanked wherever it appears (a server may echo its headers) */
  secret?: string | undefined;
}

const SECRET_MARK = "[secret]";

/** Text cut to the log's length, with the secret blanked out first. */
export function shortenForLog(text: string, secret?: string, max = TOOL_CALL_LOG_MAX_CHARS): string {
  const safe = secret ? text.split(secret).join(SECRET_MARK) : text;
  return safe.length <= max ? safe : `${safe.slice(0, max - 1)}…`;
}

/** The HTTP status in a failure reason such as "HTTP 502", or null. */
export function httpStatusOf(reason: string): number | null {
  const match = /^HTTP (\d{3})$/.exec(reason);
  return match?.[1] ? Number(match[1]) : null;
}

/**
 * Writes a tool call to the agent's call log (arguments and result shortened, the secret never
 * kept). A failed write is reported and never breaks the conversation.
 */
export async function logToolCall(db: Db, entry: ToolCallLogEntry): Promise<void> {
  try {
    await db.toolCallLog.create({
      data: {
        id: newEntityId(),
        agentId: entry.agentId,
        conversationId: entry.conversationId ?? null,
        toolId: entry.toolId.slice(0, 64),
        toolName: entry.toolName,
        ok: entry.ok,
        httpStatus: entry.httpStatus,
        ms: Math.max(0, Math.round(entry.ms)),
        arguments: shortenForLog(entry.arguments, entry.secret),
        result: shortenForLog(entry.result, entry.secret),
      },
    });
  } catch (error) {
    console.warn(`tool call log not written (${entry.agentId}, ${entry.toolId}):`, error);
  }
}
