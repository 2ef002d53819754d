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
}

export interface ModelReply {
  text: string;
}

export interface ModelProvider {
  /** "offline" or "openai", for logs and tests */
  readonly name: string;
  complete(request: ModelRequest): Promise<ModelReply>;
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
