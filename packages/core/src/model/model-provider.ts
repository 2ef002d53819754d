/** What the product asks a language model: a system prompt and a chat, answered with text. */
export interface ModelMessage {
  role: "user" | "assistant";
  content: string;
}

export interface ModelRequest {
  system?: string;
  messages: ModelMessage[];
  /** the model id; the provider's default when left out */
  model?: string;
  maxTokens?: number;
  temperature?: number;
  /** passages from the agent's knowledge that the offline answerer may quote */
  knowledge?: string[];
  /**
   * the passages come from the agent's knowledge search, best first, each above its threshold: the
   * offline answerer quotes the first (none: it says it does not know)
   */
  knowledgeRanked?: boolean;
  /**
   * the visitor asked for a person and this is what the turn did about it: the offline answerer
   * says so (models ignore it; only turns answered offline act on such requests)
   */
  handoff?: HandoffOutcome;
  /** functions the model may call (providers without function calling ignore them) */
  tools?: ModelToolDefinition[];
  /**
   * Runs one call the model asked for: the tool's name and its JSON arguments as the model wrote
   * them. Answers the text the model reads back (a string, or with `ok` to say whether it worked);
   * a throw is reported to the model as a failure. Needed for `tools` to be offered.
   */
  callTool?: (name: string, args: string) => Promise<string | ModelToolResult>;
}

/**
 * What became of a visitor's request for a person: `requested` a person was asked to join (now or
 * before), `requested_offline` taken while the team is offline (the agent offers a person even
 * then), `team_offline` not taken (nobody online), `unavailable` the agent offers no person.
 */
export type HandoffOutcome = "requested" | "requested_offline" | "team_offline" | "unavailable";

/** A JSON Schema for a tool's arguments (the subset function calling uses). */
export interface ModelToolParameter {
  type: "string" | "number" | "boolean" | "object";
  description?: string;
}

/** A function the model may call: name ^[a-zA-Z0-9_-]{1,64}$, what it does, its arguments. */
export interface ModelToolDefinition {
  name: string;
  description: string;
  parameters: {
    type: "object";
    properties: Record<string, ModelToolParameter>;
    required: string[];
    additionalProperties: false;
  };
}

/** What a tool call gave the model to read, and whether it worked. */
export interface ModelToolResult {
  ok: boolean;
  content: string;
}

/** One tool call made while answering: the tool, whether it worked, how long it took. */
export interface ModelToolCallRecord {
  name: string;
  ok: boolean;
  ms: number;
}

export interface ModelReply {
  text: string;
  /** the model that answered ("offline" for the built-in answerer) */
  model?: string;
  /** tokens read and written, as the API reported them (estimated when it did not) */
  usage?: { tokensIn: number; tokensOut: number };
  /** the tools called on the way to the answer, in order (absent when none were) */
  toolCalls?: ModelToolCallRecord[];
}

export interface ModelProvider {
  /** "offline" or "openai", for logs and tests */
  readonly name: string;
  complete(request: ModelRequest): Promise<ModelReply>;
  /** the answer piece by piece as it is written (onToken for each piece), then the whole reply */
  stream(request: ModelRequest, onToken: (text: string) => void): Promise<ModelReply>;
}

/** A rough token count (4 characters a token) for APIs that do not report usage. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/** A model call that failed: the HTTP status when the API answered, none for network errors and timeouts. */
export class ModelProviderError extends Error {
  override readonly name = "ModelProviderError";
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
