import type { TAgentTool } from "@parlo/validators";
import type { ModelToolResult } from "../model/model-provider";
import { FetchLimitError, FetchNetworkError, SsrfBlockedError } from "../net/fetch-errors";
import { guardedFetch, type FetchGuardConfig } from "../net/ssrf-guard";
import { toolArguments, valueText } from "./tool-arguments";

/** The header that carries a tool's `serverUrlSecret` to its server (compare it there to trust the call). */
export const TOOL_SECRET_HEADER = "X-Tool-Secret";
/** The whole call, redirects and body included. */
export const TOOL_CALL_TIMEOUT_MS = 8_000;
/** The most the tool's server may answer. */
export const TOOL_RESPONSE_MAX_BYTES = 1024 * 1024;
/** The most of an answer the model reads back. */
export const TOOL_RESULT_MAX_CHARS = 4_000;

const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** Headers a field may not set: the transport's own, the content type and the secret's. */
const RESERVED_HEADERS = new Set([
  "host",
  "content-length",
  "content-type",
  "transfer-encoding",
  "connection",
  "accept-encoding",
  TOOL_SECRET_HEADER.toLowerCase(),
]);

/** A failed call for the log: never the secret, arguments, headers or query (they may hold personal data). */
export interface ToolCallFailure {
  agentId?: string;
  toolId: string;
  tool: string;
  host: string;
  reason: string;
  ms: number;
}

export interface CallAgentToolOptions {
  tool: TAgentTool;
  /** the arguments as the model wrote them: a JSON object */
  args: string;
  /** the SSRF guard's settings (SSRF_ALLOWED_HOSTS); the size cap is the tool's, the timeout the shorter */
  fetchGuard?: FetchGuardConfig;
  timeoutMs?: number;
  /** for the log line */
  agentId?: string;
  /** where failures are written (console.warn by default) */
  log?: (failure: ToolCallFailure) => void;
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max)}\n[truncated: ${text.length - max} more characters]`;
}

/** The answer as the model reads it: JSON compacted, at most TOOL_RESULT_MAX_CHARS. */
function resultText(body: string): string {
  let text = body.trim();
  try {
    text = JSON.stringify(JSON.parse(text));
  } catch {
    // not JSON: as it came
  }
  return truncate(text, TOOL_RESULT_MAX_CHARS);
}

function hostOf(serverUrl: string): string {
  try {
    return new URL(serverUrl).host;
  } catch {
    return "invalid URL";
  }
}

function defaultLog(failure: ToolCallFailure): void {
  console.warn(`tool call failed: ${JSON.stringify(failure)}`);
}

/**
 * Calls one of the agent's HTTP tools for the model: checks the model's arguments against the
 * tool's fields, sends each in the query, a JSON body or a header as the field says, with the
 * tool's secret in the X-Tool-Secret header, as a POST through the SSRF guard (8 s, 1 MB). Answers
 * what the model should read: the server's answer (compacted, cut at 4000 characters) or what went
 * wrong. Tool-side failures (bad arguments, refused address, timeout, HTTP errors) never throw; they
 * are reported to the model and logged.
 */
export async function callAgentTool(options: CallAgentToolOptions): Promise<ModelToolResult> {
  const { tool } = options;
  const started = performance.now();
  const log = options.log ?? defaultLog;
  const fail = (content: string, reason: string): ModelToolResult => {
    log({
      ...(options.agentId ? { agentId: options.agentId } : {}),
      toolId: tool.id,
      tool: tool.name,
      host: hostOf(tool.serverUrl),
      reason,
      ms: Math.round(performance.now() - started),
    });
    return { ok: false, content };
  };

  const args = toolArguments(tool, options.args);
  if (!args.ok) {
    return fail(
      `The tool "${tool.name}" was not called: ${args.problem}. Fix the arguments and try again.`,
      args.problem,
    );
  }

  let url: URL;
  try {
    url = new URL(tool.serverUrl);
  } catch {
    return fail(`The tool "${tool.name}" could not be called: its server URL is not valid.`, "invalid server URL");
  }
  const headers: Record<string, string> = {
    "Content-Type": "application/json",
    Accept: "application/json, text/plain;q=0.9, */*;q=0.5",
  };
  const body: Record<string, unknown> = {};
  for (const { field, value } of args.values) {
    if (field.in === "query") url.searchParams.set(field.key, valueText(value));
    else if (field.in === "body") body[field.key] = value;
    else {
      const text = valueText(value);
      if (!HEADER_NAME.test(field.key) || RESERVED_HEADERS.has(field.key.toLowerCase())) {
        return fail(
          `The tool "${tool.name}" could not be called: "${field.key}" cannot be sent as a header.`,
          `header field ${field.key} not allowed`,
        );
      }
      if (/[\r\n\0]/.test(text)) {
        return fail(
          `The tool "${tool.name}" was not called: "${field.key}" cannot contain line breaks. Fix the arguments and try again.`,
          `header field ${field.key} has a line break`,
        );
      }
      headers[field.key] = text;
    }
  }
  if (tool.serverUrlSecret) headers[TOOL_SECRET_HEADER] = tool.serverUrlSecret;

  // the tool's own limit, or the guard's when that is shorter
  const timeoutMs = options.timeoutMs ?? Math.min(TOOL_CALL_TIMEOUT_MS, options.fetchGuard?.timeoutMs ?? Infinity);
  try {
    const response = await guardedFetch(
      url,
      { method: "POST", headers, body: JSON.stringify(body) },
      { ...options.fetchGuard, timeoutMs, maxBytes: TOOL_RESPONSE_MAX_BYTES },
    );
    const text = response.text();
    if (!response.ok) {
      const detail = truncate(text.trim(), 300);
      return fail(
        `The tool "${tool.name}" failed: its server answered ${response.status}${detail ? `: ${detail}` : "."}`,
        `HTTP ${response.status}`,
      );
    }
    return {
      ok: true,
      content: resultText(text) || `The tool "${tool.name}" answered ${response.status} with no content.`,
    };
  } catch (error) {
    if (error instanceof FetchLimitError) {
      const content =
        error.limit === "timeout"
          ? `The tool "${tool.name}" did not answer within ${timeoutMs / 1000} seconds.`
          : error.limit === "size"
            ? `The tool "${tool.name}" answered with more than ${TOOL_RESPONSE_MAX_BYTES} bytes.`
            : `The tool "${tool.name}" redirected too many times.`;
      return fail(content, error.message);
    }
    if (error instanceof SsrfBlockedError) {
      return fail(`The tool "${tool.name}" could not be called: its server address is not allowed.`, error.message);
    }
    if (error instanceof FetchNetworkError) {
      return fail(`The tool "${tool.name}" could not be reached.`, error.message);
    }
    return fail(`The tool "${tool.name}" failed.`, error instanceof Error ? error.message : String(error));
  }
}
