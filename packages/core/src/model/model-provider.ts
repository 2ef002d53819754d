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
}

export interface ModelReply {
  text: string;
  /** the model that answered ("offline" for the built-in answerer) */
  model?: string;
  /** tokens read and written, as the API reported them (estimated when it did not) */
  usage?: { tokensIn: number; tokensOut: number };
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
